import { ETHOS } from '../content';

import { useAboutText } from '../i18n';

import { AboutSection } from './about-section';

export function EthosSection() {
  const t = useAboutText();
  return (
    <AboutSection id="ethos" eyebrow={t('ethos.e')} title={t('ethos')}>
      <ol className="mt-12 grid gap-12 md:grid-cols-3 md:gap-10">
        {ETHOS.map((principle, index) => (
          <li key={principle.title}>
            <span aria-hidden className="font-display text-5xl font-light text-clay-500">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-2xl font-light text-ink">{t(principle.title)}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{t(principle.body)}</p>
          </li>
        ))}
      </ol>
    </AboutSection>
  );
}
