import { LOCALE_NAMES, type Locale } from '@rules/locales';

import { chosenLocale } from '@/lib/i18n/chosen-locale';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';

import { languageOfferMessages } from './i18n/offer';
import { useThisPageIn } from './this-page-in';

/** The offer itself (LanguageSuggestion decides whether to make it), in the offered language. */
export default function Offer({ offered }: { offered: Locale }) {
  const locale = useLocale();
  const t = useMessages(languageOfferMessages, offered);
  const thisPageIn = useThisPageIn();
  // Languages named as the offered language writes them mid-sentence ("en français", not "en Français").
  const names = new Intl.DisplayNames([offered], { type: 'language' });
  const language = names.of(offered) ?? LOCALE_NAMES[offered];
  const current = names.of(locale) ?? locale;
  return (
    <aside
      lang={offered}
      dir="auto"
      aria-label={LOCALE_NAMES[offered]}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-md border border-sand-200 bg-white px-4 py-3 text-sm text-ink shadow-xl"
    >
      <p className="min-w-0 flex-1">{t('suggest.text', { language })}</p>
      <a
        href={thisPageIn(offered)}
        hrefLang={offered}
        onClick={() => chosenLocale.set(offered)}
        className="rounded-full bg-indigo-800 px-4 py-2 text-xs font-semibold text-white hover:bg-indigo-900"
      >
        {t('suggest.switch', { language })}
      </a>
      <button
        type="button"
        onClick={() => chosenLocale.set(locale)}
        className="rounded-full px-3 py-2 text-xs font-semibold text-ink hover:bg-sand-100"
      >
        {t('suggest.dismiss', { current })}
      </button>
    </aside>
  );
}
