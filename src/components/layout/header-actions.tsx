import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useChromeText } from './i18n';

/**
 * SAVED (n) and BAG (n): words, so the counts read the same to everyone; below `sm` the bag shrinks to
 * its icon and count to leave the phone header room.
 */
const action =
  'inline-flex h-10 items-center whitespace-nowrap rounded-full px-2 text-xs font-semibold uppercase tracking-[0.12em] hover:bg-sand-200/70 sm:px-3 sm:tracking-[0.16em]';

export function SavedLink({ count }: { count: number }) {
  const t = useChromeText();
  return (
    <Link to="/saved" className={action} aria-label={t('saved.label', { count })}>
      {t('saved.link', { count })}
    </Link>
  );
}

export function BagLink({ count }: { count: number }) {
  const t = useChromeText();
  return (
    <Link to="/cart" className={action} aria-label={t('bag.label', { count })}>
      <ShoppingBag aria-hidden className="h-4 w-4 sm:hidden" />
      <span aria-hidden="true" className="ms-1 sm:hidden">
        {count}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {t('bag.link', { count })}
      </span>
    </Link>
  );
}
