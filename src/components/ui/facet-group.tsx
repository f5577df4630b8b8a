import { Link } from 'react-router-dom';

export interface FacetLink {
  key: string;
  label: string;
  /** Results this choice gives under the other filters. */
  count: number;
  /** The URL (query string) with this choice made, or taken back when it is the current one. */
  to: string;
  current: boolean;
}

/**
 * One filter of a list as links with their counts. A choice that would give nothing is shown but is
 * not a link. Counts sit in a fixed-width column, so new numbers never move the labels. The link's
 * name is its visible text plus the unit ("Bowls 5 results"), so what is seen is what is announced.
 */
export function FacetGroup({ label, choices }: { label: string; choices: FacetLink[] }) {
  if (choices.length === 0) return null;
  return (
    <nav aria-label={label} className="border-b border-sand-200 py-4 first:pt-0">
      <h2 className="text-xs font-semibold uppercase tracking-label text-ink-soft">{label}</h2>
      <ul className="mt-3 space-y-1">
        {choices.map((choice) => {
          const body = (
            <>
              <span className="min-w-0 flex-1 truncate">{choice.label}</span>{' '}
              <span className="w-8 shrink-0 text-end tabular-nums text-ink-muted">
                {choice.count} <span className="sr-only">{choice.count === 1 ? 'result' : 'results'}</span>
              </span>
            </>
          );
          const row = 'flex min-h-[2rem] items-center gap-2 rounded-sm px-2 text-sm';
          return (
            <li key={choice.key}>
              {choice.count === 0 && !choice.current ? (
                <span className={`${row} text-ink-muted`}>{body}</span>
              ) : (
                <Link
                  to={choice.to}
                  preventScrollReset
                  aria-current={choice.current ? 'true' : undefined}
                  className={`${row} ${choice.current ? 'bg-ink font-semibold text-sand-50 [&>span]:text-sand-50' : 'text-ink hover:bg-sand-200'}`}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
