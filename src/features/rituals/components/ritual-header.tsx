import { INTL_LOCALE } from '@rules/locales';

import { ResponsiveImage } from '@/components/ui';
import { formatLongDate } from '@/features/editorial';
import { SaveButton } from '@/features/saved';
import { useLocale } from '@/lib/i18n/locale';

import { useRitualText } from '../i18n';
import { readingMinutes } from '../lib/reading-time';
import type { Ritual } from '../types';

/** The essay's opening: kicker, title, dek, byline with date and reading time, Save, then the hero image. */
export function RitualHeader({ ritual }: { ritual: Ritual }) {
  const minutes = readingMinutes(ritual.body);
  const t = useRitualText();
  const locale = useLocale();
  return (
    <header>
      <div className="mx-auto max-w-3xl px-5 pb-10 pt-12 text-center sm:px-8 sm:pt-20">
        <p className="text-xs font-semibold uppercase tracking-label text-clay-700">{t('kicker')}</p>
        <h1
          lang={ritual.lang?.title}
          className="mt-5 text-balance text-4xl font-light leading-[1.1] text-ink sm:text-6xl"
        >
          {ritual.title}
        </h1>
        {ritual.excerpt && (
          <p
            lang={ritual.lang?.excerpt}
            className="mx-auto mt-6 max-w-2xl font-display text-xl font-light italic leading-relaxed text-ink-soft sm:text-2xl"
          >
            {ritual.excerpt}
          </p>
        )}
        <div className="mt-8 flex flex-col items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-soft sm:flex-row">
          {ritual.author && (
            <>
              <span>
                {t('by')} <bdi className="font-medium text-ink">{ritual.author}</bdi>
              </span>
              <span aria-hidden className="hidden text-clay-400 sm:inline">
                ✦
              </span>
            </>
          )}
          <span className="flex items-center gap-x-4">
            <time dateTime={ritual.created_at}>{formatLongDate(ritual.created_at, INTL_LOCALE[locale])}</time>
            <span aria-hidden className="text-clay-400">
              ✦
            </span>
            <span>{t('read', { n: minutes })}</span>
          </span>
        </div>
        <div className="mt-8 flex justify-center">
          <SaveButton itemType="article" itemId={ritual.id} title={ritual.title} />
        </div>
      </div>
      <figure className="mx-auto max-w-6xl sm:px-8">
        <ResponsiveImage
          path={ritual.image_url}
          alt={ritual.alt_text ?? ''}
          lang={ritual.lang?.alt_text}
          width={1200}
          height={700}
          sizes="(min-width: 1152px) 72rem, 100vw"
          priority
          className="aspect-[4/3] w-full sm:aspect-[12/7] sm:rounded-sm"
        />
      </figure>
    </header>
  );
}
