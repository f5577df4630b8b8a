import { SectionHeading, ZellijStar } from '@/components/ui';

import { AUDIENCES } from '../content';

import { useAboutText } from '../i18n';

export function AudiencesSection() {
  const t = useAboutText();
  return (
    <section aria-labelledby="who-we-serve" className="bg-sand-100">
      <div className="mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-24">
        <SectionHeading id="who-we-serve" eyebrow={t('who.e')} title={t('who')} />
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
      </div>
    </section>
  );
}
