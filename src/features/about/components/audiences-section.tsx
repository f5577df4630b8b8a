import { ZellijStar } from '@/components/ui';

import { AUDIENCES } from '../content';

import { useAboutText } from '../i18n';

import { AboutSection } from './about-section';

export function AudiencesSection() {
  const t = useAboutText();
  return (
    <AboutSection id="who-we-serve" eyebrow={t('who.e')} title={t('who')} band="bg-sand-100">
      <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <li key={audience.name} className="flex gap-4">
            <ZellijStar className="mt-1 h-5 w-5 shrink-0 text-clay-500" />
            <p className="leading-relaxed text-ink-soft">
              <span className="font-display text-xl text-ink">{t(audience.name)}</span> {t(audience.note)}
            </p>
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}
