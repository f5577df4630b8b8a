import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';

import { onDemand, onDemandToggle, useOnDemand } from '@/components/ui/on-demand';

import { SCROLL_THRESHOLD_HEADER } from '@/lib/constants';

import { AccountMenu } from './account-menu';
import { CurrencySelect } from './currency-select';
import { BagLink, SavedLink } from './header-actions';
import { LanguageLinks } from './language-links';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled-past';
import { useChromeText } from './i18n';

// The search field and its suggestions load when the reader reaches for the Search button; a press
// before they have arrived opens the field on arrival.
const headerSearch = onDemand(() => import('./header-search'));

interface SiteHeaderProps {
  bagCount: number;
  savedCount: number;
  /** For signed-in readers: the Premium badge and the subscription action (from the premium feature). */
  premium?: ReactNode;
}

/**
 * The one header of every page, shop and reading alike: the menu toggle (phones and tablets), the
 * currency, the wordmark, search, account, saved items and the bag, and from `lg` the navigation row
 * beneath. Every cluster keeps its minimum width (icons below `sm`/`lg`), so nothing overflows from
 * 320 px up. Sticky; after 50 px of scrolling it tightens and gains a shadow.
 */
export function SiteHeader({ bagCount, savedCount, premium }: SiteHeaderProps) {
  const t = useChromeText();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_HEADER);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [search, loadSearch] = useOnDemand(headerSearch);

  // Closing hands the focus back to the button, which may not have it (a press does not focus a button
  // in every browser).
  const hideSearch = (button: HTMLButtonElement | null) => {
    setSearchOpen(false);
    button?.focus();
  };
  const closeSearch = () => hideSearch(searchButtonRef.current);

  return (
    <header
      className={`sticky top-0 z-40 border-b bg-sand-50/95 backdrop-blur transition-shadow duration-300 ${
        scrolled ? 'border-sand-200 shadow-[0_8px_24px_-16px_rgba(42,33,28,0.35)]' : 'border-sand-200/70'
      }`}
    >
      <div
        className={`mx-auto flex max-w-content items-center justify-between gap-1 px-2 transition-[padding] duration-300 sm:grid sm:grid-cols-[1fr_auto_1fr] sm:gap-2 sm:px-6 ${
          scrolled ? 'py-2' : 'py-3 lg:py-4'
        }`}
      >
        <div className="flex min-w-0 items-center gap-1">
          <div className="lg:hidden">
            <MobileMenu savedCount={savedCount} premium={premium} />
          </div>
          <CurrencySelect className="hidden sm:inline-flex" />
          <LanguageLinks othersOnly className="hidden sm:block" />
          {/* After the cluster's own items, which keep their place when a reader's controls arrive
              (the centred navigation row has no room left for them and would move as a whole). Below
              `xl` the action shows its icon only, its words kept as its name, so a member's badge and
              Manage Subscription fit beside the currency and languages in every language. */}
          {premium && (
            <div className="hidden items-center gap-1 lg:flex max-xl:[&_[data-label]]:sr-only">{premium}</div>
          )}
        </div>

        <Logo />

        <div className="flex min-w-0 items-center justify-end gap-0.5">
          <button
            ref={searchButtonRef}
            type="button"
            {...onDemandToggle(loadSearch, {
              open: searchOpen,
              controls: searchId,
              onPress: (button) => (searchOpen ? hideSearch(button) : setSearchOpen(true)),
            })}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-xs font-semibold uppercase tracking-[0.16em] hover:bg-sand-200/70 lg:px-3"
          >
            {searchOpen ? <X aria-hidden className="h-4 w-4" /> : <Search aria-hidden className="h-4 w-4" />}
            <span className="sr-only lg:not-sr-only">{t('search.toggle')}</span>
          </button>
          <AccountMenu />
          <div className="hidden lg:block">
            <SavedLink count={savedCount} />
          </div>
          <BagLink count={bagCount} />
        </div>
      </div>

      <MainNav />
      {searchOpen && search && <search.HeaderSearch id={searchId} onClose={closeSearch} />}
    </header>
  );
}
