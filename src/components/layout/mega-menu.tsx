import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { ZellijLattice } from '@/components/ui';

import { MEGA_MENU_COLUMNS } from './nav-links';
import { useChromeText } from './i18n';

/**
 * The shop's four-column menu as a disclosure: a button with aria-expanded/aria-controls and a panel of
 * plain links right after it in the tab order. Escape closes it and returns focus to the button; a
 * click outside, tabbing out of it or following a link closes it too.
 */
export function MegaMenu({ label }: { label: string }) {
  const t = useChromeText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] text-ink hover:bg-sand-200/70 aria-expanded:bg-sand-200/70"
      >
        {label}
        <span aria-hidden="true" className={`text-[0.6rem] transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Following a link closes the menu.
        onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        className="absolute inset-x-0 top-full border-y border-sand-200 bg-sand-50 shadow-[0_24px_48px_-24px_rgba(42,33,28,0.25)]"
      >
        <div className="relative mx-auto grid max-w-content grid-cols-4 gap-8 px-8 py-10">
          {MEGA_MENU_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="font-sans text-[0.7rem] font-semibold uppercase tracking-label text-clay-700">
                {t(column.title)}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="font-display text-lg font-light text-ink hover:text-clay-700"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <ZellijLattice className="pointer-events-none absolute inset-y-0 end-0 w-40 text-clay-500/10" />
        </div>
        <div className="mx-auto max-w-content border-t border-sand-200 px-8 py-4">
          <Link
            to="/shop"
            className="text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline"
          >
            Shop all pieces →
          </Link>
        </div>
      </div>
    </div>
  );
}
