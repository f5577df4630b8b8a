import { useContext } from 'react';

import { CurrencyContext, type CurrencyContextValue } from './currency-context';

/** The shopper's display currency and the money formatter for it; only inside <CurrencyProvider>. */
export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return context;
}
