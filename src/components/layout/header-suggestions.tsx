import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

import { Price } from '@/components/ui';
import { useLoggedError } from '@/lib/use-list-query';
import { resultHref, searchHref, type SearchKind, type SearchRow } from '@/lib/search';

import { useSearchSuggestions } from './api/get-search-suggestions';
import { useLaterChromeText } from './i18n/later';

export interface SuggestionsState {
  open: boolean;
  activeId: string | undefined;
}
/** Handles a key pressed in the field; true when the suggestions used it. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

const SUGGEST_FROM_CHARS = 2;
const SUGGEST_DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Option {
  id: string;
  href: string;
  row: SearchRow | null;
}

interface HeaderSuggestionsProps {
  listboxId: string;
  term: string;
  /** False once focus has left the field: the list closes. */
  focused: boolean;
  keysRef: RefObject<SuggestionKeys | null>;
  onStateChange: (state: SuggestionsState) => void;
  /** A suggestion was opened. */
  onChosen: () => void;
}

/** The listbox of the header's search combobox, its keyboard and its announcements. */
export default function HeaderSuggestions(props: HeaderSuggestionsProps) {
  const { listboxId, term, focused, keysRef, onStateChange, onChosen } = props;
  const navigate = useNavigate();
  const t = useLaterChromeText();
  const typed = term.trim();
  const q = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_FROM_CHARS;
  const { data, error } = useSearchSuggestions(q, enabled);
  useLoggedError(error, 'search suggestions');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [shownFor, setShownFor] = useState(typed);
  if (shownFor !== typed) {
    // New words: nothing chosen yet, and a list the shopper closed may open again.
    setShownFor(typed);
    setActive(-1);
    setDismissed(false);
  }

  const answer = enabled && typed.length >= SUGGEST_FROM_CHARS ? data : undefined;
  const options: Option[] = answer?.rows.length
    ? [
        ...answer.rows.map((row, i) => ({ id: `${listboxId}-${i}`, href: resultHref(row), row })),
        { id: `${listboxId}-all`, href: searchHref(q), row: null },
      ]
    : [];
  const open = focused && !dismissed && options.length > 0;
  const activeId = open ? options[active]?.id : undefined;

  // In the same commit as the list: the field's aria-expanded and aria-activedescendant never lag a
  // frame behind the option marked aria-selected, which a screen reader (or a test) may read at once.
  useLayoutEffect(() => onStateChange({ open, activeId }), [open, activeId, onStateChange]);
  useLayoutEffect(() => () => onStateChange({ open: false, activeId: undefined }), [onStateChange]);

  const choose = (option: Option) => {
    void navigate(option.href);
    onChosen();
  };

  useEffect(() => {
    keysRef.current = (event) => {
      const count = options.length;
      if (count === 0) return false;
      switch (event.key) {
        case 'ArrowDown':
          setDismissed(false);
          setActive(open ? (active + 1) % count : 0);
          return true;
        case 'ArrowUp':
          setDismissed(false);
          setActive(open && active > 0 ? active - 1 : count - 1);
          return true;
        case 'Enter':
          if (!open || active < 0) return false;
          choose(options[active]!);
          return true;
        case 'Escape':
          if (!open) return false;
          setDismissed(true);
          setActive(-1);
          return true;
        default:
          return false;
      }
    };
  });

  const announcement = !answer
    ? ''
    : answer.total === 0
      ? t('search.none', { q })
      : t('search.count', {
          total: answer.total,
          exact: answer.exact ? 'yes' : 'no',
          q: answer.corrected ?? q,
        });

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {focused ? announcement : ''}
      </p>
      {open && (
        <ul
          role="listbox"
          id={listboxId}
          aria-label={t('search.suggestions')}
          // Keeps focus in the field when an option is pressed, so the click lands.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-5 top-full z-50 max-h-[70vh] overflow-y-auto rounded-sm border border-sand-200 bg-sand-50 py-2 shadow-lg sm:inset-x-8"
        >
          {options.map((option, i) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              // An option holds no link of its own (a listbox's options take no focusable content):
              // choosing it, by click or by Enter in the field, opens its page.
              onClick={() => choose(option)}
              className={`flex cursor-pointer items-baseline justify-between gap-4 px-4 py-2.5 text-ink ${i === active ? 'bg-sand-200/80' : ''} ${option.row ? '' : 'border-t border-sand-200'}`}
            >
              {option.row ? <SuggestionText row={option.row} /> : <AllResults q={q} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const KINDS: readonly SearchKind[] = ['product', 'collection', 'recipe', 'ritual', 'article'];
const isKind = (kind: string): kind is SearchKind => KINDS.some((known) => known === kind);

function SuggestionText({ row }: { row: SearchRow }) {
  const t = useLaterChromeText();
  return (
    <>
      <span className="min-w-0">
        <span className="me-3 text-[0.65rem] font-semibold uppercase tracking-label text-clay-600">
          {isKind(row.kind) ? t(`search.kind.${row.kind}`) : row.kind}
        </span>
        <span className="font-display text-lg">{row.title}</span>
      </span>
      {row.kind === 'product' && row.price !== null && (
        <Price amountMad={row.price} className="shrink-0 text-sm text-ink-soft" />
      )}
    </>
  );
}

function AllResults({ q }: { q: string }) {
  const t = useLaterChromeText();
  return (
    <span className="text-xs font-semibold uppercase tracking-label text-clay-700">
      {t('search.all', { q })}
    </span>
  );
}
