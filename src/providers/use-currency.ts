import { useContext } from 'react';

import { useHydrating } from '@/lib/use-hydrating';

import { CurrencyContext, type CurrencyContextValue } from './currency-context';
import { BUILT_CURRENCY } from './saved-currency';

/**
 * The shopper's display currency and the money formatter for it; only inside <CurrencyProvider>.
 * While the calling component hydrates, the build's currency: React hydrates a Suspense boundary's
 * part of the page (a recipe's featured pieces) in a pass of its own, after the stored currency has
 * come in above it, and prices drawn in dirhams read in euros were a mismatch (#418) that threw the
 * page away. The render right after hydration shows the visitor's currency.
 */
export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  const hydrating = useHydrating();
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return hydrating ? BUILT_CURRENCY : context;
}
