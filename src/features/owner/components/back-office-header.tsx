import { ArrowLeft, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

import { LanguageLinks } from '@/components/layout/language-links';
import { ZellijStar } from '@/components/ui';
import { useAuth } from '@/providers/use-auth';
import { useNavigateShown } from '@/lib/routing';

import { useOwnerText, type OwnerMessageId } from '../i18n';

/** The back office's sections, in the order the owner works through them. */
const SECTIONS: readonly { to: string; label: OwnerMessageId; end?: boolean }[] = [
  { to: '/owner', label: 'office.dashboard', end: true },
  { to: '/owner/orders', label: 'office.orders' },
  { to: '/owner/returns', label: 'office.returns' },
  { to: '/owner/reviews', label: 'office.reviews' },
  { to: '/owner/promotions', label: 'office.promotions' },
  { to: '/owner/invoices', label: 'office.invoices' },
];

/**
 * The back office's one header: its name, the way back to the shop, the language, who is signed in and
 * Sign Out; for the owner, the sections beneath. Nothing of the shop's chrome (banner, bag, newsletter,
 * Premium): this is a tool, not a page of the shop.
 */
export function BackOfficeHeader({ withSections }: { withSections: boolean }) {
  const t = useOwnerText();
  const { user, signOut } = useAuth();
  const navigate = useNavigateShown();
  return (
    <header className="border-b border-sand-200 bg-sand-50">
      <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3 sm:px-8">
        <div className="flex items-center gap-4">
          <p className="inline-flex items-center gap-2 text-ink">
            <ZellijStar className="h-6 w-6 text-clay-500" />
            <span className="font-display text-xl tracking-[0.08em]">ZELLIJ</span>
            <span className="text-sm text-ink-soft">{t('office.name')}</span>
          </p>
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm text-ink underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
            {t('office.shop')}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageLinks othersOnly />
          {user && (
            <>
              <bdi className="max-w-[16rem] truncate text-sm text-ink-soft">{user.email}</bdi>
              <button
                type="button"
                onClick={() => {
                  // Leave first (the shop's page is in once this settles): signed out on the back
                  // office, the back office itself would send the page to sign in.
                  void navigate('/').then(signOut);
                }}
                className="inline-flex h-9 items-center gap-1.5 rounded-full border border-sand-300 px-3 text-sm text-ink hover:bg-sand-200/70"
              >
                <LogOut aria-hidden className="h-4 w-4 rtl:rotate-180" />
                {t('office.signOut')}
              </button>
            </>
          )}
        </div>
      </div>
      {withSections && (
        <nav aria-label={t('office.sections')} className="border-t border-sand-200">
          <ul className="mx-auto flex max-w-content gap-1 overflow-x-auto px-3 sm:px-6">
            {SECTIONS.map(({ to, label, end }) => (
              <li key={to}>
                <SectionLink to={to} end={end}>
                  {t(label)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function SectionLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium ${
          isActive ? 'border-clay-600 text-ink' : 'border-transparent text-ink-soft hover:text-ink'
        }`
      }
    >
      {children}
    </NavLink>
  );
}
