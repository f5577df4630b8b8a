import { Link } from 'react-router-dom';

import { useSiteBanner } from './api/get-site-banner';

/** The editor's site-wide message above the page, in the colours chosen on the banner row. */
export function SiteBanner() {
  const banner = useSiteBanner();
  // While it loads, an empty bar holds the place of a usual banner (a sentence: two lines on a phone,
  // one from `sm` up), so the page does not jump down when it arrives; without a banner it goes away.
  if (banner === undefined) return <div aria-hidden="true" className="h-[52px] bg-sand-100 sm:h-10" />;
  if (!banner) return null;
  const style = { backgroundColor: banner.background_color, color: banner.text_color };
  const text = <span className="font-medium">{banner.content}</span>;
  const link = banner.link_url;
  return (
    <aside
      aria-label="Announcement"
      style={style}
      className="px-4 py-2.5 text-center text-xs tracking-wide sm:text-sm"
    >
      {!link ? (
        text
      ) : link.startsWith('/') ? (
        <Link to={link} className="underline-offset-4 hover:underline">
          {text}
        </Link>
      ) : (
        <a href={link} className="underline-offset-4 hover:underline" rel="noopener noreferrer">
          {text}
        </a>
      )}
    </aside>
  );
}
