import { toast } from '@/components/ui/toast-store';
import { useLocale } from '@/lib/i18n/locale';

import { useMarketingPreference, useSetMarketingPreference } from '../api/marketing-preference';
import { useNewsText } from '../i18n/news';
import { useLongDate } from '../lib/long-date';

/**
 * The profile's "send me the shop's news" box: unticked until the reader ticks it, saved at once with
 * its date (the abandoned-bag reminder goes only to those who said yes). Loaded below the fold.
 */
export default function NewsPreference({ userId }: { userId: string }) {
  const t = useNewsText();
  const locale = useLocale();
  const longDate = useLongDate();
  const { data: optedInAt, isPending } = useMarketingPreference(userId);
  const save = useSetMarketingPreference(userId, locale);

  function choose(optIn: boolean) {
    save.mutate(optIn, {
      onSuccess: () => toast({ title: t('news.saved') }),
      onError: () => toast({ title: t('news.failed'), variant: 'destructive' }),
    });
  }

  return (
    <div className="rounded-md border border-sand-300 p-6">
      <h2 className="text-xl font-light text-ink">{t('news.title')}</h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-indigo-700"
          checked={Boolean(optedInAt)}
          disabled={isPending || save.isPending}
          onChange={(event) => choose(event.target.checked)}
        />
        {t('news.choice')}
      </label>
      {optedInAt && (
        <p className="mt-2 text-sm text-ink-soft">{t('news.since', { date: longDate(optedInAt) })}</p>
      )}
    </div>
  );
}
