import { categoryLabel } from '../shop-filters';

interface CategoryFilterProps {
  categories: string[];
  active: string | null;
  onSelect: (category: string | null) => void;
}

const chip =
  'inline-flex h-9 items-center rounded-full border px-4 text-xs font-semibold uppercase tracking-[0.14em] transition-colors';

/** 'All' plus each distinct category (SPEC §2), as toggle buttons that write the URL. */
export function CategoryFilter({ categories, active, onSelect }: CategoryFilterProps) {
  const options: { value: string | null; label: string }[] = [
    { value: null, label: 'All' },
    ...categories.map((category) => ({ value: category, label: categoryLabel(category) })),
  ];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === active;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            className={`${chip} ${pressed ? 'border-ink bg-ink text-sand-50' : 'border-ink/20 text-ink hover:border-ink/60'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
