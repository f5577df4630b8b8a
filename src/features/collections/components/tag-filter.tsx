import { useCollectionsText } from '../i18n';

interface TagFilterProps {
  tags: string[];
  selected: string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}

/** Multi-select tags: a product must carry every selected tag. */
export function TagFilter({ tags, selected, onToggle, onClear }: TagFilterProps) {
  const t = useCollectionsText();
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t('byTag')} className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const pressed = selected.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(tag)}
              className={`inline-flex h-8 items-center rounded-full border px-3 text-xs font-medium transition-colors ${
                pressed
                  ? 'border-clay-600 bg-clay-600 text-white'
                  : 'border-ink/20 text-ink hover:border-ink/60'
              }`}
            >
              <bdi>#{tag}</bdi>
            </button>
          );
        })}
      </div>
      {selected.length > 0 && (
        <button
          type="button"
          onClick={onClear}
          className="ms-2 text-xs font-semibold uppercase tracking-[0.14em] text-clay-700 underline underline-offset-4"
        >
          {t('clear')}
        </button>
      )}
    </div>
  );
}
