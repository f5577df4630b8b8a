import { Link } from 'react-router-dom';

import { classifyEditorLink, EXTERNAL_LINK_REL } from '@/lib/editor-urls';

import { useSiteBanner } from './api/get-site-banner';
import { useChromeText } from './i18n';

const LINK_CLASS = 'underline-offset-4 hover:underline';

/**
 * The banner's sentence, linked when the editor gave an address. The address is judged by where the
 * browser would really go (`/\host` is another site, `javascript:` is no link at all), not by its first
 * character, so a shop path stays an in-app link and anything else is marked as leaving the shop.
 */
export function BannerMessage({ content, linkUrl }: { content: string; linkUrl: string | null }) {
  const text = <span className="font-medium">{content}</span>;
  const link = classifyEditorLink(linkUrl);
  if (!link) return text;
  if (link.kind === 'internal') {
    return (
      <Link to={link.href} className={LINK_CLASS}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={LINK_CLASS} rel={link.kind === 'external' ? EXTERNAL_LINK_REL : undefined}>
      {text}
    </a>
  );
}

/** The editor's site-wide message above the page, in the colours chosen on the banner row. */
export function SiteBanner() {
  const banner = useSiteBanner();
  const t = useChromeText();
  // While it loads, an empty bar holds the place of a usual banner (a sentence: two lines on a phone,
  // one from `sm` up), so the page does not jump down when it arrives; without a banner it goes away.
  if (banner === undefined) return <div aria-hidden="true" className="h-[52px] bg-sand-100 sm:h-10" />;
  if (!banner) return null;
  const style = { backgroundColor: banner.background_color, color: banner.text_color };
  return (
    <aside
      aria-label={t('banner')}
      style={style}
      className="px-4 py-2.5 text-center text-xs tracking-wide sm:text-sm"
    >
      <BannerMessage content={banner.content} linkUrl={banner.link_url} />
    </aside>
  );
}
