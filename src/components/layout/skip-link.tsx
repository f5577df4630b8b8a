import { useChromeText } from './i18n';

/** The first focusable element: jumps keyboard users past the navigation. */
export function SkipLink() {
  const t = useChromeText();
  return (
    <a
      href="#main"
      className="sr-only z-[200] rounded-full bg-indigo-800 px-5 py-3 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('skip')}
    </a>
  );
}
