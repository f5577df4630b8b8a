import { NavLink } from 'react-router-dom';

import { MegaMenu } from './mega-menu';
import { EDITORIAL_LINKS, JOURNEYS_CTA, SHOP_LINKS, type NavLink as Destination } from './nav-links';
import { useChromeText } from './i18n';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-semibold uppercase tracking-[0.14em] hover:bg-sand-200/70 ${
    isActive ? 'text-clay-700 underline decoration-clay-500 decoration-2 underline-offset-8' : 'text-ink'
  }`;

function NavItems({ links }: { links: Destination[] }) {
  const t = useChromeText();
  return links.map((link) => (
    <li key={link.href}>
      <NavLink to={link.href} className={navLink}>
        {t(link.label)}
      </NavLink>
    </li>
  ));
}

/**
 * The header's navigation row from `lg` up: the shop (mega menu, collections, rituals, recipes, about)
 * and the editorial sections with Journeys as the call to action, the current page marked. It wraps
 * rather than overflow when the window is narrow.
 */
export function MainNav() {
  const t = useChromeText();
  return (
    <nav aria-label={t('nav.main')} className="hidden border-t border-sand-200/70 lg:block">
      <ul className="mx-auto flex max-w-content flex-wrap items-center justify-center gap-x-1 gap-y-1 px-6 py-1.5">
        <li>
          <MegaMenu label={t('nav.shop')} />
        </li>
        <li>
          <NavLink to="/collections" className={navLink}>
            {t('nav.collections')}
          </NavLink>
        </li>
        <NavItems links={SHOP_LINKS} />
        <li aria-hidden="true" className="mx-2 h-5 w-px bg-sand-300" />
        <NavItems links={EDITORIAL_LINKS} />
        <li>
          <NavLink
            to={JOURNEYS_CTA.href}
            className={({ isActive }) =>
              `ms-1 inline-flex h-9 items-center whitespace-nowrap rounded-full bg-clay-600 px-4 text-xs font-semibold uppercase tracking-[0.14em] text-white hover:bg-clay-700 ${
                isActive ? 'ring-2 ring-clay-500 ring-offset-2' : ''
              }`
            }
          >
            {t(JOURNEYS_CTA.label)}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
