import { CURRENCIES, isCurrency } from '@rules/money';
import { ChoiceSelect } from '@/components/ui/choice-select';
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
  const t = useChromeText();
  const { currency, setCurrency } = useCurrency();
  const colours =
    tone === 'light' ? 'border-white/50 text-white [&>option]:text-ink' : 'border-ink/25 text-ink';
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <ChoiceSelect
        label={t('currency.label')}
        labelClassName="sr-only"
        value={currency}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        isChoice={isCurrency}
        onChange={setCurrency}
        className={`h-9 cursor-pointer appearance-none rounded-full border bg-transparent py-0 pe-7 ps-3 text-xs font-semibold tracking-[0.12em] ${colours}`}
      />
      <span aria-hidden="true" className="pointer-events-none absolute end-3 text-[0.6rem]">
        ▾
      </span>
    </div>
  );
}
