import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

import { SCROLL_THRESHOLD_TRANSPARENT } from '@/lib/constants';
import { useAuth } from '@/providers/use-auth';

import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { EDITORIAL_LINKS, JOURNEYS_CTA } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

interface EditorialNavProps {
  /** Float over the page's hero until the reader scrolls 100 px, then turn solid. */
  transparent: boolean;
  bagCount: number;
  savedCount: number;
  /** For signed-in readers: the Premium badge and the subscription action (from the premium feature). */
  premium?: ReactNode;
}

/**
 * The editorial top navigation (SPEC §2): logo, the five sections, Journeys as the call to action, the
 * active link marked, and for signed-in readers the Premium badge, the subscription action, their
 * account and Sign Out. A quiet
 * bag link keeps the shop one click away from every story.
 */
export function EditorialNav({ transparent, bagCount, savedCount, premium }: EditorialNavProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_TRANSPARENT);
  const { user, signOut } = useAuth();
  const light = transparent && !scrolled;
  const text = light ? 'text-white' : 'text-ink';
  const hover = light ? 'hover:bg-white/15' : 'hover:bg-sand-200/70';

  const sectionLink = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-9 items-center rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] ${hover} ${
      isActive
        ? `underline decoration-2 underline-offset-8 ${light ? 'decoration-saffron-300' : 'decoration-clay-500 text-clay-700'}`
        : ''
    }`;

  return (
    <header
      className={`sticky top-0 z-40 transition-colors duration-300 ${text} ${
        light ? 'bg-transparent' : 'border-b border-sand-200 bg-sand-50/95 backdrop-blur'
      } ${transparent ? '-mb-[4.5rem]' : ''}`}
    >
      {light && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-b from-ink/55 to-transparent"
        />
      )}
      <div className="mx-auto flex h-[4.5rem] max-w-content items-center justify-between gap-4 px-3 sm:px-6">
        <div className="flex items-center gap-1">
          <div className="lg:hidden">
            <MobileMenu tone={light ? 'light' : 'ink'} savedCount={savedCount} />
          </div>
          <Logo tone={light ? 'light' : 'ink'} />
        </div>

        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {EDITORIAL_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={sectionLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <Link
            to="/shop"
            className={`hidden h-9 items-center rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] sm:inline-flex ${hover}`}
          >
            Shop
          </Link>
          <Link
            to="/cart"
            aria-label={`Bag: ${bagCount} ${bagCount === 1 ? 'item' : 'items'}`}
            className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full ${hover}`}
          >
            <ShoppingBag aria-hidden className="h-5 w-5" />
            {bagCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 min-w-[1.1rem] rounded-full bg-clay-600 px-1 text-center text-[0.65rem] font-semibold leading-[1.1rem] text-white"
              >
                {bagCount}
              </span>
            )}
          </Link>
          {user && (
            <div className="hidden items-center gap-1 lg:flex">
              {premium}
              <Link
                to="/profile"
                className={`inline-flex h-9 items-center rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] ${hover}`}
              >
                Account
              </Link>
              <button
                type="button"
                onClick={() => void signOut()}
                className={`inline-flex h-9 items-center rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] ${hover}`}
              >
                Sign Out
              </button>
            </div>
          )}
          <NavLink
            to={JOURNEYS_CTA.href}
            className={({ isActive }) =>
              `ml-1 hidden h-10 items-center rounded-full px-5 text-xs font-semibold uppercase tracking-[0.16em] transition-colors sm:inline-flex ${
                light
                  ? 'bg-saffron-300 text-ink hover:bg-saffron-400'
                  : 'bg-clay-600 text-white hover:bg-clay-700'
              } ${isActive ? 'ring-2 ring-clay-500 ring-offset-2' : ''}`
            }
          >
            {JOURNEYS_CTA.label}
          </NavLink>
        </div>
      </div>
    </header>
  );
}
