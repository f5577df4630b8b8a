import { Link } from 'react-router-dom';

import { ZellijStar } from '@/components/ui';
import { COPYRIGHT_YEAR } from '@/lib/constants';

import { SIMPLE_FOOTER_LINKS } from './nav-links';

/** The shop's quiet footer (SPEC §2): shop, rituals, recipes, about, delivery, contact. */
export function SimpleFooter() {
  return (
    <footer className="border-t border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-content flex-col items-center gap-6 px-5 py-10 sm:px-8 md:flex-row md:justify-between">
        <Link to="/" className="inline-flex items-center gap-2 text-ink">
          <ZellijStar className="h-5 w-5 text-clay-500" />
          <span className="font-display text-lg tracking-[0.08em]">ZELLIJ</span>
        </Link>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {SIMPLE_FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="text-sm text-ink-soft underline-offset-4 hover:text-clay-700 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-ink-muted">© {COPYRIGHT_YEAR} Zellij</p>
      </div>
    </footer>
  );
}
