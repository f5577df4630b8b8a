import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';

import { StructuredDataInHead } from './structured-data-in-head';
import { StructuredDataCollectorContext } from './structured-data-collector';

const jsonLdScripts = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
    page: script.getAttribute('data-page'),
    text: script.textContent,
  }));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  window.history.replaceState(null, '', '/');
});

// The JSON-LD builders are loaded for unit tests (src/testing/load-later-parts.ts).
describe('StructuredDataInHead', () => {
  it('writes the page’s JSON-LD into <head> with its path, and takes it away when the page goes', async () => {
    window.history.replaceState(null, '', '/fr/');
    const page = render(
      <StrictMode>
        <StructuredDataInHead jsonLd={(ld) => ld.organization()} />
      </StrictMode>,
    );
    expect(jsonLdScripts()).toEqual([
      { page: '/fr/', text: expect.stringContaining('"@type":"Organization"') },
    ]);
    page.unmount();
    await waitFor(() => expect(jsonLdScripts()).toEqual([]));
  });

  it('keeps the one script the prerender wrote for this page, until the page goes', async () => {
    window.history.replaceState(null, '', '/recipe/harira');
    const prerendered = document.createElement('script');
    prerendered.type = 'application/ld+json';
    prerendered.setAttribute('data-page', '/recipe/harira');
    prerendered.textContent = '{"@type":"Recipe","name":"as built"}';
    document.head.append(prerendered);

    const page = render(
      <StrictMode>
        <StructuredDataInHead jsonLd={(ld) => ld.organization()} />
      </StrictMode>,
    );
    // The builders are here in tests, so the data is written again: into the same element.
    expect(jsonLdScripts()).toEqual([
      { page: '/recipe/harira', text: expect.stringContaining('Organization') },
    ]);
    expect(document.head.contains(prerendered)).toBe(true);
    page.unmount();
    await waitFor(() => expect(jsonLdScripts()).toEqual([]));
  });

  it('hands the prerender the JSON-LD and writes nothing into the document itself', () => {
    const collect = vi.fn();
    const { container } = render(
      <StructuredDataCollectorContext.Provider value={{ collect }}>
        <StructuredDataInHead jsonLd={(ld) => ld.webSite()} />
      </StructuredDataCollectorContext.Provider>,
    );
    expect(collect).toHaveBeenCalledWith(expect.stringContaining('"@type":"WebSite"'));
    expect(container.innerHTML).toBe('');
  });
});
