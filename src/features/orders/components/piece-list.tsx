import type { Order } from '../types';

/** Pieces of the order's lines (a refund's, a return's): each line's name and how many. */
export function PieceList({
  items,
  lines,
  className,
}: {
  items: Order['items'];
  lines: { order_item_id: string; quantity: number }[];
  className: string;
}) {
  const title = (itemId: string) => items.find((item) => item.id === itemId)?.product_title ?? '';
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.order_item_id}>
          <bdi>{title(line.order_item_id)}</bdi> × {line.quantity}
        </li>
      ))}
    </ul>
  );
}
