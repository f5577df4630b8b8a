import { useLocation, useParams } from 'react-router-dom';

import NotFoundPage from '@/components/errors/not-found-page';
import { ListingHeader } from '@/components/ui/listing-header';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import type { SectionFilter } from '../api/get-section-articles';
import { GuideCityLinks } from '../components/guide-city-links';
import { SectionStories } from '../components/section-stories';
import { useSectionText } from '../i18n/sections';
import { GUIDE_CITIES, SECTIONS, isGuideCity, isSectionKey, type SectionCopy } from '../sections';

export const handle: ScreenHandle = { translated: true };

/** /culture, /design, /health, /food, /guides, /guides/{city}, /journeys, /explore (see docs/spec-deviations.md). */
export default function SectionPage() {
  const { pathname } = useLocation();
  const { city } = useParams();
  const t = useSectionText();
  const section = pathname.split('/')[1] ?? '';

  let copy: SectionCopy;
  let filter: SectionFilter;
  if (city !== undefined) {
    // Only the four cities have guides; any other /guides/x is a truly unknown path.
    if (!isGuideCity(city)) return <NotFoundPage />;
    copy = GUIDE_CITIES[city];
    filter = { city };
  } else if (isSectionKey(section)) {
    copy = SECTIONS[section];
    filter = { section };
  } else {
    return <NotFoundPage />;
  }

  return (
    <>
      <ListingHeader
        eyebrow={t(copy.eyebrow)}
        title={t(copy.label)}
        intro={t(copy.intro)}
        canonical={pathname}
      />
      {section === 'guides' && city === undefined && (
        <div className="pb-16">
          <GuideCityLinks />
        </div>
      )}
      <SectionStories key={pathname} filter={filter} label={t(copy.label)} />
    </>
  );
}
