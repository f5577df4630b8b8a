import { useId } from 'react';

import { CURRENCIES, isCurrency } from '@rules/money';
import { useCurrency } from '@/providers/use-currency';
import { useChromeText } from './i18n';

/** MAD / EUR / USD, a real labelled select (keyboard and screen readers get it for free). */
export function CurrencySelect({
  tone = 'ink',
  className = '',
}: {
  tone?: 'ink' | 'light';
  className?: string;
}) {
  const id = useId();
  const t = useChromeText();
  const { currency, setCurrency } = useCurrency();
  const colours =
    tone === 'light' ? 'border-white/50 text-white [&>option]:text-ink' : 'border-ink/25 text-ink';
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('currency.label')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => isCurrency(event.target.value) && setCurrency(event.target.value)}
        className={`h-9 cursor-pointer appearance-none rounded-full border bg-transparent py-0 pe-7 ps-3 text-xs font-semibold tracking-[0.12em] ${colours}`}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute end-3 text-[0.6rem]">
        ▾
      </span>
    </div>
  );
}
