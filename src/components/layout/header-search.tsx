import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { LabelledInput } from '@/components/ui/labelled-input';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';
import { searchHref } from '@/lib/search';

import type { SuggestionsState, SuggestionKeys } from './header-suggestions';
import { useLaterChromeText } from './i18n/later';

// The suggestions (fetching, the list, the keyboard) load when the field is first focused, so pages
// that never search do not carry them.
const headerSuggestions = onDemand(() => import('./header-suggestions'));

interface HeaderSearchProps {
  id: string;
  onClose: () => void;
}

const CLOSED: SuggestionsState = { open: false, activeId: undefined };

/**
 * The search field under the shop header: a combobox (WAI-ARIA pattern) suggesting products, recipes,
 * rituals and pages from the second letter; Enter without a chosen suggestion opens every result at
 * /search. A blank term is ignored.
 */
export function HeaderSearch({ id, onClose }: HeaderSearchProps) {
  const t = useLaterChromeText();
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestionsState>(CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<SuggestionKeys | null>(null);
  const navigate = useNavigate();
  const [suggestionsPart, loadSuggestions] = useOnDemand(headerSuggestions);
  const listboxId = `${id}-suggestions`;

  // Before the browser paints: a key pressed right after opening goes to the field, not to the toggle.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(searchHref(query));
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (keysRef.current?.(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape') onClose();
  }

  return (
    <div id={id} className="border-t border-sand-200 bg-sand-50">
      <form
        role="search"
        onSubmit={onSubmit}
        className="relative mx-auto flex max-w-content items-center gap-4 px-5 py-4 sm:px-8"
      >
        <LabelledInput
          type="search"
          ref={inputRef}
          id={`${id}-input`}
          label={t('search.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.open}
          aria-controls={suggestions.open ? listboxId : undefined}
          aria-activedescendant={suggestions.activeId}
          autoComplete="off"
          value={term}
          onValueChange={setTerm}
          onFocus={() => {
            void loadSuggestions();
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          className="w-full border-0 border-b border-ink/30 bg-transparent px-0 py-3 font-display text-2xl font-light text-ink placeholder:text-ink-muted focus:border-clay-600 focus:outline-none focus:ring-0 sm:text-3xl"
        />
        <button
          type="submit"
          className="text-xs font-semibold uppercase tracking-label text-clay-700 hover:text-clay-800"
        >
          {t('search.submit')}
        </button>
        {suggestionsPart && (
          <suggestionsPart.default
            listboxId={listboxId}
            term={term}
            focused={focused}
            keysRef={keysRef}
            onStateChange={setSuggestions}
            onChosen={onClose}
          />
        )}
      </form>
    </div>
  );
}
