import { useId } from 'react';

/**
 * The eight-pointed star of zellij tilework, as a decorative accent (two squares rotated 45°).
 * Purely ornamental: hidden from assistive technology.
 */
export function ZellijStar({ className = 'h-6 w-6 text-clay-500' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
        <rect x="8" y="8" width="24" height="24" />
        <rect x="8" y="8" width="24" height="24" transform="rotate(45 20 20)" />
        <circle cx="20" cy="20" r="4" />
      </g>
    </svg>
  );
}

/** A thin ornamental rule with a star in the middle, used between editorial sections. */
export function OrnamentRule({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex items-center gap-4 text-clay-500 ${className}`}>
      <span className="h-px flex-1 bg-current opacity-30" />
      <ZellijStar className="h-5 w-5" />
      <span className="h-px flex-1 bg-current opacity-30" />
    </div>
  );
}

/** A tiled star lattice for backgrounds (hero bands, newsletter); draws with currentColor. */
export function ZellijLattice({ className = '' }: { className?: string }) {
  // Each lattice needs its own pattern id: several can be on one page.
  const id = `zellij-lattice-${useId().replace(/:/g, '')}`;
  return (
    <svg aria-hidden="true" focusable="false" className={className} width="100%" height="100%">
      <defs>
        <pattern id={id} width="56" height="56" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1">
            <rect x="16" y="16" width="24" height="24" />
            <rect x="16" y="16" width="24" height="24" transform="rotate(45 28 28)" />
            <path d="M0 28h11M45 28h11M28 0v11M28 45v11" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
