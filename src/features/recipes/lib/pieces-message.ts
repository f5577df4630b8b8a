import type { CartLine, PiecesToAdd } from '@/features/cart';
import type { Translate } from '@/lib/i18n/use-messages';

import type { PiecesMessageId } from '../i18n/pieces';

/**
 * What adding a recipe's pieces did, in one sentence or a few, for one announcement: what went into the
 * bag, then what is not in stock, then each piece the bag could take no more of and why. `name` says a
 * line with its size; a piece not in stock is named alone (the default size is sold out only when every
 * size is).
 */
export function piecesMessage(
  plan: PiecesToAdd,
  t: Translate<PiecesMessageId>,
  name: (line: CartLine) => string,
  list: Intl.ListFormat,
): string {
  const names = (lines: CartLine[], say = name) => list.format(lines.map(say));
  const added = plan.add.reduce((sum, line) => sum + line.quantity, 0);
  return [
    added > 0 ? t('added', { count: added, names: names(plan.add) }) : t('none'),
    plan.soldOut.length > 0 ? t('soldOut', { names: names(plan.soldOut, (line) => line.title) }) : '',
    ...plan.full.map((piece) =>
      t(piece.by === 'stock' ? 'full.stock' : 'full.limit', { name: name(piece.line), max: piece.max }),
    ),
  ]
    .filter(Boolean)
    .join(' ');
}
