import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { LabelledInput } from '@/components/ui/labelled-input';
import { searchHref } from '@/lib/search';
import { useAuth } from '@/providers/use-auth';

import { CurrencySelect } from './currency-select';
import { Logo } from './logo';
import { LanguageLinks } from './language-links';
import { MEGA_MENU_COLUMNS } from './mega-menu-columns';
import { EDITORIAL_LINKS, JOURNEYS_CTA, SHOP_LINKS, type NavLink } from './nav-links';
import { useChromeText } from './i18n';
import { useLaterChromeText, type LaterChromeMessageId } from './i18n/later';

const groupTitle = 'font-sans text-[0.7rem] font-semibold uppercase tracking-label text-clay-700';
const linkClass = 'block py-1.5 font-display text-xl font-light text-ink hover:text-clay-700';

const smallLinkClass = 'block py-1.5 text-sm';

/** The signed-in reader's own pages, above Sign out. */
const ACCOUNT_LINKS: NavLink<LaterChromeMessageId>[] = [
  { label: 'account.profile', href: '/profile' },
  { label: 'account.saved', href: '/saved' },
];

/**
 * A list of secondary links in the menu's small type (a shop column, the editorial sections, the
 * account's pages), and any further items after them.
 */
function SmallLinks<Id extends string>({
  links,
  className,
  text,
  linkClassName = `${smallLinkClass} text-ink hover:text-clay-700`,
  children,
}: {
  links: readonly NavLink<Id>[];
  className: string;
  /** The catalogue the links' words come from. */
  text: (id: Id) => string;
  linkClassName?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClassName}>
            {text(link.label)}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** The toggle's name, look and icon, drawn by MobileMenu so it reads the same before and after this loads. */
export interface MenuToggle {
  'aria-label': string;
  className: string;
  children: ReactNode;
}

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: MenuToggle & { ref: Ref<HTMLButtonElement> };
  savedCount: number;
  /** For signed-in readers: the Premium badge and the subscription action. */
  premium?: ReactNode;
}

/**
 * The phone menu's dialog (Radix: focus trapped, Escape closes, focus returns to the toggle) holding
 * search, every shop and editorial destination, the account links and the currency choice. MobileMenu
 * loads it on first use.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  trigger,
  savedCount,
  premium,
}: MobileMenuDialogProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const t = useChromeText();
  const later = useLaterChromeText();
  const close = () => onOpenChange(false);
  // Closing by going somewhere else leaves focus to the new page (the layout moves it to the main
  // content); only a menu closed in place hands focus back to its toggle.
  const leaving = useRef(false);
  const leave = () => {
    leaving.current = true;
    close();
  };

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(searchHref(query));
    setTerm('');
    leave();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger {...trigger} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Following any link inside closes the menu.
          onClick={(event) => (event.target as HTMLElement).closest('a') && leave()}
          onCloseAutoFocus={(event) => {
            if (leaving.current) event.preventDefault();
            leaving.current = false;
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(24rem,92vw)] flex-col overflow-y-auto bg-sand-50 shadow-2xl data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
            <Dialog.Title className="sr-only">{later('menu.title')}</Dialog.Title>
            <Logo />
            <Dialog.Close
              aria-label={later('menu.close')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-sand-200/70"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{later('menu.description')}</Dialog.Description>

          <form role="search" onSubmit={onSearch} className="px-5 pt-5">
            <LabelledInput
              type="search"
              id="mobile-search"
              label={later('search.mobileLabel')}
              value={term}
              onValueChange={setTerm}
              placeholder={later('search.placeholder')}
              className="w-full rounded-full border border-ink/25 bg-white px-4 py-2.5 text-sm placeholder:text-ink-muted"
            />
          </form>

          <nav aria-label={later('menu.title')} className="flex-1 space-y-7 px-5 py-6">
            <div>
              <Link to="/shop" className={linkClass}>
                {later('nav.shopAll')}
              </Link>
              {SHOP_LINKS.map((link) => (
                <Link key={link.href} to={link.href} className={linkClass}>
                  {t(link.label)}
                </Link>
              ))}
              <Link to="/saved" className={linkClass}>
                {t('saved.link', { count: savedCount })}
              </Link>
            </div>
            {MEGA_MENU_COLUMNS.map((column) => (
              <details key={column.title} className="group border-t border-sand-200 pt-4">
                <summary
                  className={`${groupTitle} flex cursor-pointer list-none items-center justify-between`}
                >
                  {later(column.title)}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <SmallLinks links={column.links} className="mt-2" text={later} />
              </details>
            ))}
            <div className="border-t border-sand-200 pt-4">
              <p className={groupTitle}>{t('nav.immerse')}</p>
              <SmallLinks
                text={t}
                links={[...EDITORIAL_LINKS, JOURNEYS_CTA]}
                className="mt-2 grid grid-cols-2 gap-x-4"
              />
            </div>
            <div className="border-t border-sand-200 pt-4">
              <p className={groupTitle}>{t('account')}</p>
              {user && premium && <div className="mt-3 flex flex-wrap items-center gap-2">{premium}</div>}
              {user ? (
                <SmallLinks
                  links={ACCOUNT_LINKS}
                  text={later}
                  className="mt-2"
                  linkClassName={smallLinkClass}
                >
                  <li>
                    <button
                      type="button"
                      className="py-1.5 text-sm"
                      onClick={() => {
                        close();
                        void signOut().then(() => navigate('/'));
                      }}
                    >
                      {later('account.signOut')}
                    </button>
                  </li>
                </SmallLinks>
              ) : (
                <Link to="/auth" className={`mt-2 ${smallLinkClass}`}>
                  {later('account.signIn')}
                </Link>
              )}
            </div>
          </nav>
          <div className="flex items-center justify-between border-t border-sand-200 px-5 py-4">
            <span className="text-xs uppercase tracking-label text-ink-muted">
              {later('currency.pricesIn')}
            </span>
            <CurrencySelect />
          </div>
          <LanguageLinks className="border-t border-sand-200 px-3 py-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
