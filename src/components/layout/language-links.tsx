import { LOCALE_NAMES, LOCALES } from '@rules/locales';

import { chosenLocale } from '@/lib/i18n/chosen-locale';
import { useLocale } from '@/lib/i18n/locale';

import { useChromeText } from './i18n';
import { useThisPageIn } from './this-page-in';

/**
 * The same page in the shop's other languages. Plain links that load the other language's page (each
 * language's strings and fonts load only on its own pages), so they work before the app has started and
 * without JavaScript; following one remembers the choice.
 */
export function LanguageLinks({
  tone = 'ink',
  othersOnly = false,
  className = '',
}: {
  tone?: 'ink' | 'light';
  /** The header has room for the other languages only; the footer and the menu name all three. */
  othersOnly?: boolean;
  className?: string;
}) {
  const t = useChromeText();
  const locale = useLocale();
  const thisPageIn = useThisPageIn();
  const colours = tone === 'light' ? 'text-sand-100 hover:text-white' : 'text-ink hover:bg-sand-200/70';
  const current = tone === 'light' ? 'text-saffron-300' : 'text-clay-700';
  return (
    // Named apart from the footer's, which lists every language: two navigation landmarks of one page
    // need names a screen reader's landmark list can tell apart.
    <nav aria-label={t(othersOnly ? 'language.others' : 'language.label')} className={className}>
      <ul className="flex items-center gap-0.5">
        {LOCALES.filter((other) => !othersOnly || other !== locale).map((other) => (
          <li key={other}>
            {other === locale ? (
              <span
                aria-current="true"
                className={`inline-flex h-9 items-center rounded-full px-2 text-xs font-semibold underline decoration-2 underline-offset-4 ${current}`}
              >
                <span lang={other}>{LOCALE_NAMES[other]}</span>
              </span>
            ) : (
              <a
                href={thisPageIn(other)}
                hrefLang={other}
                lang={other}
                onClick={() => chosenLocale.set(other)}
                className={`inline-flex h-9 items-center rounded-full px-2 text-xs font-semibold ${colours}`}
              >
                {LOCALE_NAMES[other]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
