import { Link } from 'react-router-dom';

import { ZellijStar } from '@/components/ui';
import { LatticeBand } from '@/components/ui/lattice-band';
import { COPYRIGHT_YEAR } from '@/lib/constants';

import { LanguageLinks } from './language-links';
import { NavColumnLinks } from './nav-column-links';
import { FOOTER_COLUMNS } from './nav-links';
import { SocialMarks } from './social-icons';
import { useChromeText } from './i18n';

/**
 * The one footer of every page, on deep indigo: the shop's own links (shop, rituals, recipes,
 * delivery) beside the editorial columns Immerse, Guides, Journeys and Connect.
 */
export function SiteFooter() {
  const t = useChromeText();
  return (
    <LatticeBand as="footer" className="bg-indigo-900 text-sand-100" latticeClassName="text-white/[0.04]">
      <div className="relative mx-auto max-w-content px-5 pb-10 pt-16 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_3fr]">
          <div>
            <Link to="/" aria-label={t('logo.home')} className="inline-flex items-center gap-2 text-white">
              <ZellijStar className="h-7 w-7 text-saffron-300" />
              <span className="font-display text-2xl tracking-[0.08em]">ZELLIJ</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-sand-200">{t('footer.tagline')}</p>
            <div className="mt-8">
              <SocialMarks />
            </div>
            <LanguageLinks tone="light" className="-ms-2 mt-6" />
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 xl:grid-cols-5">
            {FOOTER_COLUMNS.map((column) => (
              <NavColumnLinks key={column.title} column={column} text={t} tone="light" />
            ))}
          </div>
        </div>
        <p className="mt-14 border-t border-white/10 pt-6 text-xs text-sand-300">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </p>
      </div>
    </LatticeBand>
  );
}
