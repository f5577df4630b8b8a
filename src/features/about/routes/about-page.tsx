import { OrnamentRule } from '@/components/ui';
import { Seo } from '@/components/seo';

import { AboutHero } from '../components/about-hero';
import { AudiencesSection } from '../components/audiences-section';
import { BuildingSection } from '../components/building-section';
import { EthosSection } from '../components/ethos-section';

/** /about: hero, Our Ethos, Who We Serve, What We're Building and a closing quote (SPEC §2). */
export default function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description="Zellij is a small house of Moroccan craft. Our ethos: guardianship not extraction, mysticism not performance, usefulness not clutter."
        canonical="/about"
      />
      <AboutHero />
      <EthosSection />
      <AudiencesSection />
      <BuildingSection />
      <figure className="mx-auto max-w-3xl px-5 pb-24 text-center sm:px-8">
        <OrnamentRule className="mb-12" />
        <blockquote className="font-display text-3xl font-light italic leading-snug text-indigo-800 sm:text-4xl">
          “A thing made by hand carries the time it took. We want that time to be felt in every home it
          reaches.”
        </blockquote>
        <figcaption className="mt-6 text-sm uppercase tracking-label text-ink-soft">
          The Zellij studio, Marrakech
        </figcaption>
      </figure>
    </>
  );
}
