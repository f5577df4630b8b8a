import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';
import { BASE_CURRENCY, approximateMad, formatMoney, isCurrency, type Currency } from '@/lib/money';

interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** A MAD amount in the chosen currency, e.g. "€31.82". */
  format: (amountMad: number) => string;
  /** "≈ 350 MAD" beside a non-MAD price, else null. */
  approx: (amountMad: number) => string | null;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

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

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return context;
}
