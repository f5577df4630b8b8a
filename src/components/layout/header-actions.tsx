import { Link } from 'react-router-dom';

/** SAVED (n) and BAG (n): words, not icons, so the counts read the same to everyone. */
const action =
  'inline-flex h-9 items-center whitespace-nowrap rounded-full px-2 text-xs font-semibold uppercase tracking-[0.12em] hover:bg-sand-200/70 sm:px-3 sm:tracking-[0.16em]';

export function SavedLink({ count }: { count: number }) {
  return (
    <Link to="/saved" className={action} aria-label={`Saved items: ${count}`}>
      Saved ({count})
    </Link>
  );
}

export function BagLink({ count, className = '' }: { count: number; className?: string }) {
  return (
    <Link
      to="/cart"
      className={`${action} ${className}`}
      aria-label={`Bag: ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      Bag ({count})
    </Link>
  );
}
