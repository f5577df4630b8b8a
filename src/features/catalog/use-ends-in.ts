import { INTL_LOCALE } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';

import { useCatalogText } from './i18n';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "Ends in 2 days", "Ends in 5 hours": how long an offer ending within a week has left. */
export function useEndsIn(): (leftMs: number) => string {
  const t = useCatalogText();
  const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[useLocale()], { numeric: 'always' });
  return (leftMs) => {
    const when =
      leftMs >= DAY_MS
        ? relative.format(Math.round(leftMs / DAY_MS), 'day')
        : leftMs >= HOUR_MS
          ? relative.format(Math.round(leftMs / HOUR_MS), 'hour')
          : relative.format(Math.max(1, Math.ceil(leftMs / 60_000)), 'minute');
    return t('offer.ends', { when });
  };
}
