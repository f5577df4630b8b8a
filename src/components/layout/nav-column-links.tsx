import { Link } from 'react-router-dom';

import type { NavColumn } from './nav-links';

const TONES = {
  /** On the sand of the mega menu. */
  ink: { title: 'text-clay-700', link: 'font-display text-lg font-light text-ink hover:text-clay-700' },
  /** On the indigo of the footer. */
  light: {
    title: 'text-saffron-300',
    link: 'text-sm text-sand-100 underline-offset-4 hover:text-white hover:underline',
  },
} as const;

/**
 * One column of links under its small-caps title, named by it for screen readers (the footer's and the
 * mega menu's columns). `text` gives the words in the page's language from the caller's catalogue.
 */
export function NavColumnLinks<Id extends string>({
  column,
  text,
  tone,
}: {
  column: NavColumn<Id>;
  text: (id: Id) => string;
  tone: keyof typeof TONES;
}) {
  const colours = TONES[tone];
  return (
    <nav aria-label={text(column.title)}>
      <h2 className={`font-sans text-[0.7rem] font-semibold uppercase tracking-label ${colours.title}`}>
        {text(column.title)}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {column.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={colours.link}>
              {text(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
