import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface HeaderSearchProps {
  id: string;
  onClose: () => void;
}

/** The full-width search field under the shop header. A blank term is ignored (SPEC §5). */
export function HeaderSearch({ id, onClose }: HeaderSearchProps) {
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => inputRef.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(`/shop?search=${encodeURIComponent(query)}`);
    onClose();
  }

  return (
    <div id={id} className="border-t border-sand-200 bg-sand-50">
      <form
        role="search"
        onSubmit={onSubmit}
        className="mx-auto flex max-w-content items-center gap-4 px-5 py-4 sm:px-8"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Search products
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          placeholder="Start typing to search"
          className="w-full border-0 border-b border-ink/30 bg-transparent px-0 py-3 font-display text-2xl font-light text-ink placeholder:text-ink-muted focus:border-clay-600 focus:outline-none focus:ring-0 sm:text-3xl"
        />
        <button
          type="submit"
          className="text-xs font-semibold uppercase tracking-label text-clay-700 hover:text-clay-800"
        >
          Search
        </button>
      </form>
    </div>
  );
}
