import { createContext, useContext } from 'react';

/**
 * Where the prerender (src/app/prerender-page.tsx) collects the page's structured data, as JSON-LD
 * text, to write it into the page's <head>. Absent in the browser.
 */
export interface StructuredDataCollector {
  collect(jsonLd: string): void;
}

export const StructuredDataCollectorContext = createContext<StructuredDataCollector | null>(null);

export const useStructuredDataCollector = () => useContext(StructuredDataCollectorContext);

/** Marks a page's JSON-LD script in <head> with the path it describes. */
export const STRUCTURED_DATA_PAGE_ATTRIBUTE = 'data-page';
