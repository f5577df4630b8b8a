import { onDemand } from '@/components/ui/on-demand';
import { withStrings } from '@/lib/i18n/with-strings';

/**
 * The header's premium controls (./premium-nav.tsx), which nobody sees without a session: their code,
 * the Stripe hand-offs and their words load once someone is signed in, instead of riding in the startup
 * code of every page (the 150 KB budget). A returning reader's stored session starts the download as the
 * page starts (src/main.tsx), so the controls are usually in by the time the session is read.
 */
export const premiumNavPart = onDemand(withStrings(() => import('./premium-nav')));
