import { LatticeBand } from '@/components/ui/lattice-band';

import { useAboutText } from '../i18n';

export function AboutHero() {
  const t = useAboutText();
  return (
    <LatticeBand as="header" className="bg-indigo-900 text-sand-50" latticeClassName="text-sand-50/[0.07]">
      <div className="relative mx-auto max-w-content px-5 py-24 text-center sm:px-8 sm:py-32">
        <p className="text-xs font-semibold uppercase tracking-label text-saffron-300">Zellij</p>
        <h1 className="mt-5 text-5xl font-light sm:text-7xl">{t('title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl font-display text-xl font-light italic leading-relaxed text-sand-200 sm:text-2xl">
          {t('hero')}
        </p>
      </div>
    </LatticeBand>
  );
}
