import { Seo } from '@/components/seo';
import { organization, webSite } from '@/lib/structured-data';

import { HomeHero } from '../components/home-hero';
import { HomeIntro } from '../components/home-intro';
import { NewArrivals } from '../components/new-arrivals';
import { StoriesAndRituals } from '../components/stories-and-rituals';

/** The home page. Its two reads (featured products, latest stories) start together on first render. */
export default function HomePage() {
  return (
    <>
      <Seo
        description="Handmade Moroccan ceramics, textiles, wood and pantry goods, with the rituals and recipes that give them meaning."
        canonical="/"
        jsonLd={[organization(), webSite()]}
      />
      <HomeHero />
      <HomeIntro />
      <NewArrivals />
      <StoriesAndRituals />
    </>
  );
}
