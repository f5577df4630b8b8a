import { Link } from 'react-router-dom';

import { useSectionText } from '../i18n/sections';
import { GUIDE_CITIES, type GuideCity } from '../sections';

/** The four city guides, as a row of quiet tiles on the Guides page. */
export function GuideCityLinks() {
  const t = useSectionText();
  return (
    <nav aria-label={t('cities')} className="mx-auto max-w-content px-5 sm:px-8">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(Object.keys(GUIDE_CITIES) as GuideCity[]).map((city) => (
          <li key={city}>
            <Link
              to={`/guides/${city}`}
              className="flex h-full flex-col rounded-sm border border-sand-300 bg-sand-50 p-5 transition-colors hover:border-clay-500 hover:bg-white"
            >
              <span className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-700">
                {t('e.city')}
              </span>
              <span className="mt-2 font-display text-2xl font-light text-ink">
                {t(GUIDE_CITIES[city].label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
