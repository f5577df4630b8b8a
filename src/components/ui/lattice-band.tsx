import type { ReactNode } from 'react';

import { ZellijLattice } from './zellij-star';

/**
 * A deep indigo band with the zellij lattice faint behind its content, which stands at the page's
 * width. The band's text colour, the lattice's tint and the content's own spacing are the caller's.
 */
export function LatticeBand({
  as: Band = 'div',
  text,
  lattice,
  className,
  children,
}: {
  as?: 'div' | 'header' | 'footer' | 'section';
  text: string;
  lattice: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Band className={`relative overflow-hidden bg-indigo-900 ${text}`}>
      <ZellijLattice className={`absolute inset-0 ${lattice}`} />
      <div className={`relative mx-auto max-w-content px-5 sm:px-8 ${className}`}>{children}</div>
    </Band>
  );
}
