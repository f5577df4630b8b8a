import { storedValue, useStoredValue } from '@/lib/stored-value';
import { MAX_PROMOTION_CODE_LENGTH } from '@rules/refusals';

/** Beside the bag's own key (zellij-cart): the code goes with the bag, across tabs and reloads. */
const PROMOTION_CODE_KEY = 'zellij-promotion-code';

/** A code as the shopper typed it, without the spaces a paste brings; the database matches it without case. */
export const cleanCode = (typed: string) => typed.trim();

function parseCode(raw: string): string {
  const code = cleanCode(raw);
  // What the field could never have saved (an edit in the dev tools) is dropped, not sent to be refused.
  if (!code || code.length > MAX_PROMOTION_CODE_LENGTH) throw new Error('Saved promotion code is not a code');
  return code;
}

/**
 * The promotion code the shopper applied, kept in local storage with the bag: it follows the bag from
 * /cart to /checkout and through a reload, and goes with the bag's lines once an order took them.
 * Null (no key) when there is none. Whether it applies is quote_order's to say, never stored.
 */
export const savedPromotionCode = storedValue<string | null>(PROMOTION_CODE_KEY, {
  initial: null,
  parse: parseCode,
  serialize: (code) => code,
  onInvalid: (error) => console.error('Error loading the promotion code from localStorage:', error),
});

/** The code applied to the bag; null during hydration (see storedValue), then the saved one. */
export const usePromotionCode = () => useStoredValue(savedPromotionCode);

export const applyPromotionCode = (typed: string) => savedPromotionCode.set(cleanCode(typed) || null);

export const removePromotionCode = () => savedPromotionCode.set(null);
