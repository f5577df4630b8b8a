import { useEffect } from 'react';

import { useOnDemand } from '@/components/ui/on-demand';

import { jsonLdPart } from './json-ld-part';
import type { StructuredData } from './structured-data';
import { STRUCTURED_DATA_PAGE_ATTRIBUTE, useStructuredDataCollector } from './structured-data-collector';

const scriptFor = (page: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].find(
    (script) => script.getAttribute(STRUCTURED_DATA_PAGE_ATTRIBUTE) === page,
  );

/** Scripts whose page has gone, removed a moment later unless the page's component takes them back. */
const leaving = new Map<HTMLScriptElement, ReturnType<typeof setTimeout>>();

/**
 * The page's structured data as a JSON-LD script in <head>, where search engines read it. The prerender
 * writes it there with the page (it hands it to the collector); the browser leaves a prerendered one
 * as it is, and writes it itself for a page the build did not render or the visitor moved to, with the
 * builders it then loads. Leaving the page takes its script away. Nothing is drawn in the page: the
 * markup React hydrates is the same with or without it.
 */
export function StructuredDataInHead({ jsonLd }: { jsonLd: StructuredData }) {
  const collector = useStructuredDataCollector();
  const [structuredData, load] = useOnDemand(jsonLdPart);
  const content = structuredData?.jsonLdScriptContent(jsonLd(structuredData.builders));
  if (collector) {
    if (content === undefined) throw new Error('The prerender loads the JSON-LD builders before rendering');
    collector.collect(content);
  }

  const page = typeof window === 'undefined' ? '' : window.location.pathname;
  useEffect(() => {
    let script = scriptFor(page);
    // Strict mode (and a change of data) runs the effect again at once: the script stays.
    if (script) {
      clearTimeout(leaving.get(script));
      leaving.delete(script);
    }
    if (content !== undefined) {
      script ??= document.head.appendChild(document.createElement('script'));
      script.type = 'application/ld+json';
      script.setAttribute(STRUCTURED_DATA_PAGE_ATTRIBUTE, page);
      script.textContent = content;
    } else if (!script) {
      void load();
    }
    const written = script;
    return () => {
      if (!written) return;
      leaving.set(
        written,
        setTimeout(() => {
          leaving.delete(written);
          written.remove();
        }),
      );
    };
  }, [page, content, load]);
  return null;
}
