import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { onDemand, useFocusHandOver, useOnDemand } from '@/components/ui/on-demand';
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
  const label = useChromeText()('menu.open');
  const className =
    'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand-200/70';
  const icon = <Menu aria-hidden className="h-5 w-5" />;

  if (menu) {
    return (
      <menu.MobileMenuDialog
        open={open}
        onOpenChange={setOpen}
        triggerRef={replacementRef}
        triggerLabel={label}
        triggerClassName={className}
        savedCount={savedCount}
        premium={premium}
      >
        {icon}
      </menu.MobileMenuDialog>
    );
  }

  return (
    <button
      ref={placeholderRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      aria-label={label}
      className={className}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setOpen(true);
        void loadMenu();
      }}
    >
      {icon}
    </button>
  );
}
