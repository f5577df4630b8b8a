import { MapPin } from 'lucide-react';

import { Seo } from '@/components/seo';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { ContactForm } from '../components/contact-form';
import { useContactText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /contact: CONTACT, the 'INQUIRE NOW.' form and how else to reach the studio (SPEC §2). */
export default function ContactPage() {
  const t = useContactText();
  return (
    <div className="pb-24">
      <Seo title={t('title')} description={t('desc')} canonical="/contact" />
      <div className="mx-auto grid max-w-content gap-14 px-5 pt-14 sm:px-8 sm:pt-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <header>
          <h1 className="text-5xl font-light tracking-[0.08em] text-ink sm:text-6xl">{t('h1')}</h1>
          <p className="mt-6 max-w-md font-display text-xl font-light leading-relaxed text-ink-soft">
            {t('intro')}
          </p>
          <p className="mt-8 flex items-center gap-3 text-ink-soft">
            <MapPin aria-hidden className="h-5 w-5 text-clay-600" />
            {t('studio')}
          </p>
        </header>
        <div className="relative rounded-md border border-sand-200 bg-white p-6 sm:p-10">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
