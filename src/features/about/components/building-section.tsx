import { ButtonLinks } from '@/components/ui/button-links';

import { useAboutText } from '../i18n';

import { AboutSection } from './about-section';

export function BuildingSection() {
  const t = useAboutText();
  return (
    <AboutSection id="building" eyebrow={t('b.e')} title={t('b')} layout="beside">
      <div className="space-y-5 font-display text-lg leading-relaxed text-ink">
        <p>{t('b1')}</p>
        <p>{t('b2')}</p>
        <p>{t('b3')}</p>
        <div className="flex flex-wrap gap-3 pt-4 font-sans">
          <ButtonLinks links={{ '/shop': t('shop'), '/rituals': t('rituals') }} />
        </div>
      </div>
    </AboutSection>
  );
}
