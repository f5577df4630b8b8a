import { ButtonLink, SectionHeading } from '@/components/ui';

import { useAboutText } from '../i18n';

export function BuildingSection() {
  const t = useAboutText();
  return (
    <section aria-labelledby="building" className="mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <SectionHeading id="building" eyebrow={t('b.e')} title={t('b')} />
        <div className="space-y-5 font-display text-lg leading-relaxed text-ink">
          <p>{t('b1')}</p>
          <p>{t('b2')}</p>
          <p>{t('b3')}</p>
          <div className="flex flex-wrap gap-3 pt-4 font-sans">
            <ButtonLink to="/shop">{t('shop')}</ButtonLink>
            <ButtonLink to="/rituals" variant="secondary">
              {t('rituals')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
