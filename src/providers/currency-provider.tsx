import { useCallback, useMemo, useState, type ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';
import { BASE_CURRENCY, approximateMad, formatMoney, isCurrency, type Currency } from '@/lib/money';

import { CurrencyContext, type CurrencyContextValue } from './currency-context';

function readSavedCurrency(): Currency {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.currency);
    return isCurrency(saved) ? saved : BASE_CURRENCY;
  } catch {
    return BASE_CURRENCY;
  }
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<Currency>(readSavedCurrency);

  const setCurrency = useCallback((next: Currency) => {
    if (!isCurrency(next)) return;
    setCurrencyState(next);
    try {
      localStorage.setItem(STORAGE_KEYS.currency, next);
    } catch {
      // Private mode or full storage: the choice still holds for this visit.
    }
  }, []);

  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency,
      format: (amountMad) => formatMoney(amountMad, currency),
      approx: (amountMad) => approximateMad(amountMad, currency),
    }),
    [currency, setCurrency],
  );

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
