import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { onDemand, onDemandToggle, useFocusHandOver, useOnDemand } from '@/components/ui/on-demand';
import type { MenuToggle } from './mobile-menu-dialog';
import { useChromeText } from './i18n';

// Radix's dialog (focus trap, scroll lock) and the menu's contents wait until the reader reaches for it.
const dialog = onDemand(() => import('./mobile-menu-dialog'));

/**
 * The phone menu's toggle. It is drawn here with exactly the markup Radix gives a closed dialog's
 * trigger; the dialog itself (mobile-menu-dialog.tsx) loads when the pointer or the focus reaches the
 * toggle, and a press before it has arrived opens it on arrival.
 */
export function MobileMenu({ savedCount, premium }: { savedCount: number; premium?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [menu, loadMenu] = useOnDemand(dialog);
  const { placeholderRef, replacementRef } = useFocusHandOver<HTMLButtonElement>(menu !== undefined);
  // The same name, look and icon before the dialog has loaded and after.
  const toggle: MenuToggle = {
    'aria-label': useChromeText()('menu.open'),
    className: 'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand-200/70',
    children: <Menu aria-hidden className="h-5 w-5" />,
  };

  if (menu) {
    return (
      <menu.MobileMenuDialog
        open={open}
        onOpenChange={setOpen}
        trigger={{ ...toggle, ref: replacementRef }}
        savedCount={savedCount}
        premium={premium}
      />
    );
  }

  // The attributes in the order Radix writes them: the server-rendered markup is the same before and after.
  return (
    <button
      ref={placeholderRef}
      type="button"
      aria-haspopup="dialog"
      {...onDemandToggle(loadMenu, { open: false, onPress: () => setOpen(true) })}
      data-state="closed"
      {...toggle}
    />
  );
}
