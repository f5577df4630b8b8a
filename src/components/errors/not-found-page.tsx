import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo';
import { useUiText } from '@/components/ui/i18n';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

export const handle: ScreenHandle = { translated: true };

/** SPEC §2: the 404 screen; the missing path is logged. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useUiText();
  useEffect(() => {
    console.warn('404: no route for', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-prose flex-col items-center justify-center px-6 py-24 text-center">
      <PageHead>
        <title>{t('404.title')}</title>
        <meta name="robots" content="noindex" />
      </PageHead>
      <p className="font-display text-7xl text-clay-600">404</p>
      <h1 className="mt-4 text-2xl text-ink">{t('404')}</h1>
      <Link
        to="/"
        className="mt-8 rounded-full bg-indigo-800 px-6 py-3 text-sm font-medium text-white hover:bg-indigo-900"
      >
        {t('home')}
      </Link>
    </div>
  );
}
