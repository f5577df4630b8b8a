import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';

import { SCROLL_THRESHOLD_HEADER } from '@/lib/constants';

import { AccountMenu } from './account-menu';
import { CurrencySelect } from './currency-select';
import { BagLink, SavedLink } from './header-actions';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { SHOP_LINKS } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] hover:bg-sand-200/70 ${
    isActive ? 'text-clay-700 underline decoration-clay-500 decoration-2 underline-offset-8' : 'text-ink'
  }`;

/**
 * The shop header (SPEC §2: the shop navigation bar and the mega-menu header in one). A centred
 * wordmark between the utilities, the shop's own navigation beneath it. Sticky; after 50 px of
 * scrolling it tightens and gains a shadow so it stays out of the way of the products.
 */
export function ShopHeader({ bagCount, savedCount }: { bagCount: number; savedCount: number }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_HEADER);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchButtonRef = useRef<HTMLButtonElement>(null);

  const closeSearch = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };

  return (
    <header
      className={`sticky top-0 z-40 border-b bg-sand-50/95 backdrop-blur transition-shadow duration-300 ${
        scrolled ? 'border-sand-200 shadow-[0_8px_24px_-16px_rgba(42,33,28,0.35)]' : 'border-sand-200/70'
      }`}
    >
      <div
        className={`mx-auto grid max-w-content grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 transition-[padding] duration-300 sm:px-6 ${
          scrolled ? 'py-2' : 'py-3 lg:py-4'
        }`}
      >
        <div className="flex items-center gap-1">
          <div className="lg:hidden">
            <MobileMenu savedCount={savedCount} />
          </div>
          <div className="hidden items-center gap-1 lg:flex">
            <CurrencySelect />
            <AccountMenu />
          </div>
        </div>

        <Logo />

        <div className="flex items-center justify-end gap-0.5">
          <button
            ref={searchButtonRef}
            type="button"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] hover:bg-sand-200/70"
          >
            {searchOpen ? <X aria-hidden className="h-4 w-4" /> : <Search aria-hidden className="h-4 w-4" />}
            <span className="sr-only lg:not-sr-only">Search</span>
          </button>
          <div className="hidden lg:block">
            <SavedLink count={savedCount} />
          </div>
          <BagLink count={bagCount} />
        </div>
      </div>

      <nav aria-label="Shop" className="hidden border-t border-sand-200/70 lg:block">
        <ul className="mx-auto flex max-w-content items-center justify-center gap-2 px-6 py-1.5">
          <li>
            <MegaMenu />
          </li>
          <li>
            <NavLink to="/collections" className={navLink}>
              Collections
            </NavLink>
          </li>
          {SHOP_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={navLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {searchOpen && <HeaderSearch id={searchId} onClose={closeSearch} />}
    </header>
  );
}
