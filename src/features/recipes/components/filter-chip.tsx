import { Link } from 'react-router-dom';

import { useRecipeListText } from '../i18n/list';

const chip = 'inline-flex min-h-[2.25rem] items-center gap-2 rounded-full border px-4 text-sm';

/**
 * A choice of a filter group as a link to the list with it made, with the number of recipes it gives.
 * A choice that gives none is shown but is not a link. aria-current marks the choice in force.
 */
export function FilterChip({
  to,
  current,
  count,
  label,
}: {
  to: string;
  current: boolean;
  count: number;
  label: string;
}) {
  const t = useRecipeListText();
  // The name is the visible text plus the unit ("easy 2 recipes"): what is seen is what is announced.
  const number = (
    <>
      {' '}
      <span className="min-w-[1.5ch] text-end tabular-nums">
        {count} <span className="sr-only">{t('unit', { count })}</span>
      </span>
    </>
  );
  if (count === 0 && !current) {
    return (
      <span className={`${chip} border-sand-200 text-ink-muted`}>
        <span>{label}</span>
        {number}
      </span>
    );
  }
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? 'true' : undefined}
      className={`${chip} transition-colors ${
        current
          ? 'border-indigo-800 bg-indigo-800 text-white'
          : 'border-sand-300 bg-white text-ink hover:border-indigo-700 hover:text-indigo-800'
      }`}
    >
      <span>{label}</span>
      {number}
    </Link>
  );
}
