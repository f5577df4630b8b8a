import { useMemo, type ReactNode } from 'react';

import { useStoredValue } from '@/lib/stored-value';

import { CurrencyContext } from './currency-context';
import { currencyValue, savedCurrency } from './saved-currency';

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const currency = useStoredValue(savedCurrency);

  const value = useMemo(() => currencyValue(currency), [currency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
