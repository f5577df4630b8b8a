import { Seo } from '@/components/seo';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { HomeHero } from '../components/home-hero';
import { HomeIntro } from '../components/home-intro';
import { NewArrivals } from '../components/new-arrivals';
import { StoriesAndRituals } from '../components/stories-and-rituals';
import { useHomeText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** The home page. Its two reads (featured products, latest stories) start together on first render. */
export default function HomePage() {
  const t = useHomeText();
  return (
    <>
      <Seo description={t('seo')} canonical="/" jsonLd={(ld) => [ld.organization(), ld.webSite()]} />
      <HomeHero />
      <HomeIntro />
      <NewArrivals />
      <StoriesAndRituals />
    </>
  );
}
