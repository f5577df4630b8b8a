import type { HTMLAttributes } from 'react';

import { ZellijLattice } from './zellij-star';

interface LatticeBandProps extends HTMLAttributes<HTMLElement> {
  /** The landmark or section the band is. */
  as: 'footer' | 'header' | 'section';
  /** The lattice's colour (its strength, e.g. `text-white/[0.04]`). */
  latticeClassName: string;
}

/** A full-width coloured band with the zellij lattice faintly behind its content (footer, sign-up). */
export function LatticeBand({
  as: Band,
  className = '',
  latticeClassName,
  children,
  ...props
}: LatticeBandProps) {
  return (
    <Band {...props} className={`relative overflow-hidden ${className}`}>
      <ZellijLattice className={`pointer-events-none absolute inset-0 ${latticeClassName}`} />
      {children}
    </Band>
  );
}
