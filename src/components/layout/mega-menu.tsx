import { useEffect, useId, useRef, useState } from 'react';

import { onDemand, onDemandToggle, useOnDemand } from '@/components/ui/on-demand';

// The panel (its columns, links and words) loads when the pointer or the focus reaches the button; a
// press before it has arrived opens it on arrival. Closed, it is hidden, so arriving moves nothing.
const megaMenuPanel = onDemand(() => import('./mega-menu-panel'));

/**
 * The shop's four-column menu as a disclosure: a button with aria-expanded/aria-controls and a panel of
 * plain links right after it in the tab order. Escape closes it and returns focus to the button; a
 * click outside, tabbing out of it or following a link closes it too.
 */
export function MegaMenu({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [panel, loadPanel] = useOnDemand(megaMenuPanel);
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
        {...onDemandToggle(loadPanel, {
          open,
          controls: panelId,
          onPress: () => setOpen((value) => !value),
        })}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold uppercase tracking-[0.16em] text-ink hover:bg-sand-200/70 aria-expanded:bg-sand-200/70"
      >
        {label}
        <span aria-hidden="true" className={`text-[0.6rem] transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {panel && <panel.MegaMenuPanel id={panelId} open={open} onLeave={() => setOpen(false)} />}
    </div>
  );
}
