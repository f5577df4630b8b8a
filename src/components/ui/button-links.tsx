import { ButtonLink } from './button';
import type { ButtonSize, ButtonVariant } from './button-styles';

/** A way's words, or its words and its look when it is not the usual one. */
type Way = string | { label: string; variant?: ButtonVariant; size?: ButtonSize };

/**
 * A screen's ways on, as router links that look like buttons. `links` maps where each goes to its
 * words, in the order shown: the first is the main one (primary), the others secondary, unless a way
 * gives its own look.
 */
export function ButtonLinks({ links }: { links: Readonly<Record<string, Way>> }) {
  return Object.entries(links).map(([to, way], index) => {
    const {
      label,
      variant = index === 0 ? 'primary' : 'secondary',
      size,
    } = typeof way === 'string' ? { label: way } : way;
    return (
      <ButtonLink key={to} to={to} variant={variant} size={size}>
        {label}
      </ButtonLink>
    );
  });
}
