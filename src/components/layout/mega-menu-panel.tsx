import { Link } from 'react-router-dom';

import { smallCapsLinkClassName, ZellijLattice } from '@/components/ui';

import { useLaterChromeText } from './i18n/later';
import { MEGA_MENU_COLUMNS } from './mega-menu-columns';
import { NavColumnLinks } from './nav-column-links';

/** The mega menu's panel: its four columns of links, loaded when the reader reaches for the button. */
export function MegaMenuPanel({ id, open, onLeave }: { id: string; open: boolean; onLeave: () => void }) {
  const t = useLaterChromeText();
  return (
    <div
      id={id}
      hidden={!open}
      // Following a link closes the menu.
      onClick={(event) => (event.target as HTMLElement).closest('a') && onLeave()}
      className="absolute inset-x-0 top-full border-y border-sand-200 bg-sand-50 shadow-[0_24px_48px_-24px_rgba(42,33,28,0.25)]"
    >
      <div className="relative mx-auto grid max-w-content grid-cols-4 gap-8 px-8 py-10">
        {MEGA_MENU_COLUMNS.map((column) => (
          <NavColumnLinks key={column.title} column={column} text={t} tone="ink" />
        ))}
        <ZellijLattice className="pointer-events-none absolute inset-y-0 end-0 w-40 text-clay-500/10" />
      </div>
      <div className="mx-auto max-w-content border-t border-sand-200 px-8 py-4">
        <Link to="/shop" className={smallCapsLinkClassName}>
          {t('mega.shopAll')}
        </Link>
      </div>
    </div>
  );
}
