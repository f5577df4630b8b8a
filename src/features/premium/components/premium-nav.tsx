import { PremiumBadge } from './premium-badge';
import { PremiumAction } from './premium-buttons';

/** The header's premium controls for a signed-in reader: the badge (subscribers) and the one action. */
export function PremiumNav() {
  return (
    <>
      <PremiumBadge />
      <PremiumAction size="sm" />
    </>
  );
}
