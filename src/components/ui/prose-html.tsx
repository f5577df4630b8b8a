import { useEffect, useId, useMemo, useState } from 'react';

import { useHydrating } from '@/lib/use-hydrating';

import { adoptPrerendered, canCleanNow, cleanHtml, loadSanitizer, PROSE_ATTRIBUTE } from './prose-sanitizer';

/**
 * Long-form typography for editor HTML: Fraunces at a comfortable size on a ~65ch measure, quiet
 * headings, clay links, blockquotes set as pull quotes. Tailwind has no typography plugin here, so the
 * element styles are spelled out as arbitrary variants.
 */
const PROSE = [
  'max-w-[65ch] text-ink',
  '[&_p]:my-6 [&_p:first-child]:mt-0',
  '[&_h2]:mb-4 [&_h2]:mt-14 [&_h2]:text-[1.75rem] [&_h2]:font-normal [&_h2]:leading-snug',
  '[&_h3]:mb-3 [&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-medium',
  '[&_a]:text-clay-700 [&_a]:underline [&_a]:decoration-clay-400/60 [&_a]:underline-offset-4 hover:[&_a]:decoration-clay-700',
  '[&_strong]:font-semibold [&_em]:italic',
  '[&_ul]:my-6 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-2 [&_li]:ps-1',
  '[&_li::marker]:text-clay-500',
  '[&_blockquote]:my-12 [&_blockquote]:border-y [&_blockquote]:border-clay-400/40 [&_blockquote]:py-8 [&_blockquote]:text-center',
  '[&_blockquote]:text-[1.5rem] [&_blockquote]:font-light [&_blockquote]:italic [&_blockquote]:leading-snug [&_blockquote]:text-indigo-800',
  '[&_blockquote_p]:my-0',
  '[&_img]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-sm',
  '[&_figcaption]:-mt-6 [&_figcaption]:text-center [&_figcaption]:font-sans [&_figcaption]:text-sm [&_figcaption]:text-ink-muted',
  '[&_hr]:mx-auto [&_hr]:my-12 [&_hr]:w-24 [&_hr]:border-clay-400/50',
  '[&_table]:my-8 [&_table]:w-full [&_table]:font-sans [&_table]:text-base [&_td]:border-b [&_td]:border-sand-200 [&_td]:py-2 [&_th]:py-2 [&_th]:text-start',
].join(' ');

const VARIANTS = {
  /** Essays: Fraunces at reading size. */
  essay: 'font-display text-[1.125rem] leading-[1.8] sm:text-[1.1875rem]',
  /** Policies and help pages: the sans at a calm size, headings still in Fraunces. */
  document: 'font-sans text-base leading-[1.75] sm:text-[1.0625rem] [&_blockquote]:font-display',
} as const;

/** A clay drop cap on the first paragraph, for essays. */
const DROP_CAP =
  '[&>p:first-of-type]:first-letter:float-start [&>p:first-of-type]:first-letter:me-3 [&>p:first-of-type]:first-letter:mt-1 ' +
  '[&>p:first-of-type]:first-letter:font-display [&>p:first-of-type]:first-letter:text-[4.25rem] ' +
  '[&>p:first-of-type]:first-letter:font-light [&>p:first-of-type]:first-letter:leading-[0.85] [&>p:first-of-type]:first-letter:text-clay-600';

interface ProseHtmlProps {
  /** Untrusted editor HTML; only its DOMPurify-sanitised form reaches the DOM (prose-sanitizer.ts). */
  html: string;
  variant?: keyof typeof VARIANTS;
  dropCap?: boolean;
  className?: string;
}

/**
 * The clean markup for `html` once it is known; until then the last clean markup shown (nothing on a
 * first render), never the raw HTML. The sanitiser is loaded only when `html` needs it.
 */
function useCleanHtml(html: string): string {
  const ready = canCleanNow(html);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadSanitizer().then(
      () => current && setLoaded(true),
      (error: unknown) => console.warn('Could not load the sanitiser for this text:', error),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready ? cleanHtml(html) : null), [html, ready]);
  const [shown, setShown] = useState(clean ?? '');
  if (clean !== null && clean !== shown) setShown(clean);
  return clean ?? shown;
}

export function ProseHtml({ html, variant = 'essay', dropCap = false, className = '' }: ProseHtmlProps) {
  const id = useId();
  // The block this one hydrates holds the build's clean markup for this very `html`: adopt it.
  if (useHydrating() && !import.meta.env.SSR) adoptPrerendered(id, html);
  const clean = useCleanHtml(html);
  return (
    <div
      {...{ [PROSE_ATTRIBUTE]: id }}
      className={`${PROSE} ${VARIANTS[variant]} ${dropCap ? DROP_CAP : ''} ${className}`}
      // Safe: `clean` is DOMPurify's output, here or in the build's prerender (prose-sanitizer.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
