import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { loadOnApproach, onDemand, useFocusHandOver, useOnDemand } from '@/components/ui/on-demand';
import { useAuth } from '@/providers/use-auth';
import type { MenuButton } from './account-menu-dropdown';
import { useChromeText } from './i18n';

// A person icon below `lg` (the word stays the accessible name), the word from `lg` up.
const trigger =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 whitespace-nowrap rounded-full px-2.5 text-xs font-semibold uppercase tracking-[0.16em] hover:bg-sand-200/70 lg:px-3';
const icon = <UserRound aria-hidden className="h-4 w-4 lg:hidden" />;

// Radix's dropdown (with its positioning engine) is not needed until the reader reaches for the menu.
const dropdown = onDemand(() => import('./account-menu-dropdown'));

/**
 * ACCOUNT: a link to /auth when signed out; a menu (Profile, Saved Items, Sign Out) when signed in. The
 * menu's button is drawn here with exactly the markup Radix gives it when closed; the menu itself loads
 * when the pointer or the focus reaches the button, and a press before it has arrived opens it on arrival.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const t = useChromeText();
  const word = <span className="sr-only lg:not-sr-only">{t('account')}</span>;
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const [menu, loadMenu] = useOnDemand(dropdown);
  const { placeholderRef, replacementRef } = useFocusHandOver<HTMLButtonElement>(menu !== undefined);

  if (!user) {
    return (
      <Link to="/auth" className={trigger}>
        {icon}
        {word}
      </Link>
    );
  }

  // The button's id, look and words, the same before the menu has loaded and after.
  const button: MenuButton = {
    id: triggerId,
    className: trigger,
    children: (
      <>
        {icon}
        {word}
        <span aria-hidden="true" className="hidden lg:inline">
          ▾
        </span>
      </>
    ),
  };

  if (menu) {
    return (
      <menu.AccountDropdown
        trigger={{ ...button, ref: replacementRef }}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setOpenedByKeyboard(false);
        }}
        focusFirstItem={openedByKeyboard}
      />
    );
  }

  const openOnArrival = (byKeyboard: boolean) => {
    setOpen(true);
    setOpenedByKeyboard(byKeyboard);
    void loadMenu();
  };

  // Opens on the same events as Radix's trigger: a primary press, or Enter, Space or ArrowDown. The
  // attributes in the order Radix writes them: the server-rendered markup is the same before and after.
  return (
    <button
      ref={placeholderRef}
      type="button"
      id={button.id}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={button.className}
      {...loadOnApproach(loadMenu)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        openOnArrival(false);
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        openOnArrival(true);
      }}
    >
      {button.children}
    </button>
  );
}
