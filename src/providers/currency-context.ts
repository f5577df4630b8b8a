import { createContext } from 'react';

import type { Currency } from '@rules/money';

export interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** A MAD amount in the chosen currency, e.g. "€31.82". */
  format: (amountMad: number) => string;
  /** "≈ 350 MAD" beside a non-MAD price, else null. */
  approx: (amountMad: number) => string | null;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
