import { INTL_LOCALE } from '@rules/locales';
import { useState } from 'react';

import { Button } from '@/components/ui';
import { piecesToAdd, useCart, useVariantText, type CartLine } from '@/features/cart';
import { getPiecesNow } from '@/features/catalog';
import { useLocale } from '@/lib/i18n/locale';

import { usePiecesText } from '../i18n/pieces';
import { piecesMessage } from '../lib/pieces-message';

interface AddRecipePiecesProps {
  /** The recipe's linked products, in the editor's order. */
  productIds: readonly string[];
  /** Cooking mode's dark theme. */
  dark?: boolean;
  className?: string;
}

/**
 * "Add the pieces for this recipe": one tap puts one of each linked piece in the bag, in the size its
 * page opens on, as the shop has it at that moment (read when tapped), within the bag's limits, and
 * says in one polite announcement what went in and what did not. On the recipe's page and in cooking
 * mode; it shows nothing from the visitor's storage before it is tapped, so a prerendered page hydrates
 * as it was drawn.
 */
export function AddRecipePieces({ productIds, dark = false, className = '' }: AddRecipePiecesProps) {
  const t = usePiecesText();
  const locale = useLocale();
  const { lines, addItem } = useCart();
  const sizeText = useVariantText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const name = (line: CartLine) => {
    const size = sizeText(line.variant);
    return size ? `${line.title} (${size})` : line.title;
  };

  async function add() {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      const plan = piecesToAdd(lines, await getPiecesNow(productIds, locale));
      for (const line of plan.add) addItem(line);
      setMessage(
        piecesMessage(plan, t, name, new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' })),
      );
    } catch {
      setMessage(t('error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <Button
        variant={dark ? 'accent' : 'secondary'}
        // Not `disabled`: the button keeps the keyboard's focus while the pieces are added.
        aria-disabled={busy}
        onClick={() => void add()}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {busy ? t('adding') : t('add')}
      </Button>
      <p role="status" aria-live="polite" aria-atomic="true" className="mt-3 min-h-[1.25rem] text-sm">
        {message}
      </p>
    </div>
  );
}
