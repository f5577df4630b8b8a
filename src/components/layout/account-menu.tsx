import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router-dom';

import { useAuth } from '@/providers/use-auth';

const trigger =
  'inline-flex h-9 items-center gap-1 rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] hover:bg-sand-200/70';
const item =
  'block cursor-pointer rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:text-clay-700';

/** ACCOUNT: a link to /auth when signed out; a menu (Profile, Saved Items, Sign Out) when signed in. */
export function AccountMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link to="/auth" className={trigger}>
        Account
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={trigger}>
        Account <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-[12rem] rounded-md border border-sand-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/saved">Saved Items</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
