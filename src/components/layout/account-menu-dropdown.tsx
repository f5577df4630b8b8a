import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useRef, type ReactNode, type Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useAuth } from '@/providers/use-auth';
import { useLaterChromeText } from './i18n/later';

const item =
  'block cursor-pointer rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:text-clay-700';

/**
 * The button's id (which names the menu), look and words, owned by AccountMenu so the button reads the
 * same before and after this loads.
 */
export interface MenuButton {
  id: string;
  className: string;
  children: ReactNode;
}

export interface AccountDropdownProps {
  trigger: MenuButton & { ref: Ref<HTMLButtonElement> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the keyboard before this code arrived: start on the first item, as Radix does then. */
  focusFirstItem: boolean;
}

/** The signed-in account menu (Profile, Saved Items, Sign Out): Radix, loaded by AccountMenu on first use. */
export function AccountDropdown({ trigger, open, onOpenChange, focusFirstItem }: AccountDropdownProps) {
  const { user, signOut } = useAuth();
  const t = useLaterChromeText();
  const navigate = useNavigate();
  // Following Profile or Saved Items leaves focus to the new page (the layout moves it to the main
  // content) instead of handing it back to the menu's button.
  const leaving = useRef(false);
  // Radix starts on the first item when it heard the key that opened the menu; that key was pressed
  // before this code arrived. Focus already inside the menu keeps Radix from moving it to the menu itself.
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && focusFirstItem) node.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    },
    [focusFirstItem],
  );
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-labelledby={trigger.id}
          align="end"
          sideOffset={8}
          ref={contentRef}
          onCloseAutoFocus={(event) => {
            if (leaving.current) event.preventDefault();
            leaving.current = false;
          }}
          className="z-50 min-w-[12rem] rounded-md border border-sand-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
            {user?.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={item} onSelect={() => (leaving.current = true)}>
            <Link to="/profile">{t('account.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item} onSelect={() => (leaving.current = true)}>
            <Link to="/saved">{t('account.saved')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
