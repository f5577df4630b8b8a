import { OrnamentRule } from '@/components/ui';
import { Seo } from '@/components/seo';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { AboutHero } from '../components/about-hero';
import { AudiencesSection } from '../components/audiences-section';
import { BuildingSection } from '../components/building-section';
import { EthosSection } from '../components/ethos-section';
import { useAboutText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /about: hero, Our Ethos, Who We Serve, What We're Building and a closing quote (SPEC §2). */
export default function AboutPage() {
  const t = useAboutText();
  return (
    <>
      <Seo title={t('title')} description={t('desc')} canonical="/about" />
      <AboutHero />
      <EthosSection />
      <AudiencesSection />
      <BuildingSection />
      <figure className="mx-auto max-w-3xl px-5 pb-24 text-center sm:px-8">
        <OrnamentRule className="mb-12" />
        <blockquote className="font-display text-3xl font-light italic leading-snug text-indigo-800 sm:text-4xl">
          {t('quote')}
        </blockquote>
        <figcaption className="mt-6 text-sm uppercase tracking-label text-ink-soft">{t('studio')}</figcaption>
      </figure>
    </>
  );
}
