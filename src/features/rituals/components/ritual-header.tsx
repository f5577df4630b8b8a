import { INTL_LOCALE } from '@rules/locales';

import { ContentHeading } from '@/components/ui/content-heading';
import { ArticleImage, formatLongDate } from '@/features/editorial';
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
        <ContentHeading kicker={t('kicker')} story={ritual} layout="centred" />
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
        <ArticleImage
          article={ritual}
          height={700}
          sizes="(min-width: 1152px) 72rem, 100vw"
          priority
          className="aspect-[4/3] w-full sm:aspect-[12/7] sm:rounded-sm"
        />
      </figure>
    </header>
  );
}
