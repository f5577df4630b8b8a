import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { LabelledInput } from '@/components/ui/labelled-input';
import { searchHref } from '@/lib/search';

import { useSearchText } from '../i18n';

/** The page's own field, to change the words. A plain GET form, so it works before the app starts. */
export function SearchForm({ q }: { q: string }) {
  const t = useSearchText();
  const [term, setTerm] = useState(q);
  const [shownFor, setShownFor] = useState(q);
  const navigate = useNavigate();
  if (shownFor !== q) {
    // The address changed (a suggestion, the back button): show its words.
    setShownFor(q);
    setTerm(q);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (term.trim()) void navigate(searchHref(term));
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className="mx-auto flex max-w-xl gap-3"
    >
      <LabelledInput
        type="search"
        id="search-page-q"
        label={t('field')}
        name="q"
        value={term}
        onValueChange={setTerm}
        placeholder={t('placeholder')}
        dir="auto"
        className="min-w-0 flex-1 rounded-sm border border-sand-300 bg-white px-4 py-2.5 text-ink placeholder:text-ink-muted focus:border-clay-600 focus:outline-none"
      />
      <button
        type="submit"
        className="rounded-sm bg-ink px-5 text-xs font-semibold uppercase tracking-label text-sand-50 hover:bg-ink-soft"
      >
        {t('submit')}
      </button>
    </form>
  );
}
