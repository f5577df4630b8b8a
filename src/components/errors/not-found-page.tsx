import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { Link, useLocation } from 'react-router-dom';

/** SPEC §2: the 404 screen; the missing path is logged. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no route for', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-prose flex-col items-center justify-center px-6 py-24 text-center">
      <Helmet>
        <title>Page not found — Zellij</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <p className="font-display text-7xl text-clay-600">404</p>
      <h1 className="mt-4 text-2xl text-ink">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-8 rounded-full bg-indigo-800 px-6 py-3 text-sm font-medium text-white hover:bg-indigo-900"
      >
        Return to Home
      </Link>
    </div>
  );
}
