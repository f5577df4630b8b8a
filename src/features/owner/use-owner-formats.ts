import { formatMoneyIn } from '@rules/money';
import { INTL_LOCALE } from '@rules/locales';
import { useMemo } from 'react';

import { useLocale } from '@/lib/i18n/locale';

/**
 * Dates, amounts, counts, percentages and language names in the page's language. English keeps the
 * owner's day-month dates (en-GB) and the shop's own MAD spelling, as before the screen was translated.
 */
export function useOwnerFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const intl = INTL_LOCALE[locale];
    const dates = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intl, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const numbers = new Intl.NumberFormat(intl);
    // A promotion's percentage is stored as 1-100 with up to two decimals.
    const percents = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 });
    const languages = new Intl.DisplayNames([intl], { type: 'language', fallback: 'code' });
    return {
      when: (iso: string) => dates.format(new Date(iso)),
      mad: (amount: number) => formatMoneyIn(amount, 'MAD', intl),
      number: (value: number) => numbers.format(value),
      percent: (value: number) => percents.format(value / 100),
      language: (code: string) => languages.of(code) ?? code,
      intl,
    };
  }, [locale]);
}

export type OwnerFormats = ReturnType<typeof useOwnerFormats>;
