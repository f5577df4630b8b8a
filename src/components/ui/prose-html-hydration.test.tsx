/**
 * A prerendered reading page hydrates its editor HTML without loading DOMPurify (the build sanitised
 * it), while editor HTML that reaches the browser any other way is shown only once sanitised.
 */
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { MEDIA_BASE } from '@/lib/media';

const ESSAY =
  '<p style="position:fixed">Pour slowly.</p><img src="https://tracker.example/p.gif" alt="">' +
  `<img src="${MEDIA_BASE}articles/tea.webp" alt="Tea" onerror="alert(1)"><script>alert(1)</script>`;
const ESSAY_CLEAN = `<p>Pour slowly.</p><img src="${MEDIA_BASE}articles/tea.webp" alt="Tea" loading="lazy" decoding="async">`;
const EDITED =
  '<p>Pour from higher.</p><form action="https://evil.example"><button>Pay now</button></form>' +
  '<a href="javascript:alert(1)" onclick="steal()">more</a>';
const EDITED_CLEAN = '<p>Pour from higher.</p><a>more</a>';

/** ProseHtml and its sanitiser registry as a page that has just started would have them. */
async function freshModules() {
  vi.resetModules();
  const [{ ProseHtml }, registry] = await Promise.all([import('./prose-html'), import('./prose-sanitizer')]);
  return { ProseHtml, registry };
}

/** What the build's prerender writes for `html`: sanitised in place, synchronously. */
async function prerender(html: string): Promise<string> {
  const { ProseHtml, registry } = await freshModules();
  registry.provideSanitizer((await import('./sanitize-html')).sanitizeHtml);
  return renderToString(<ProseHtml html={html} />);
}

/** Counts loads of the sanitiser's module from here on (the real module is loaded and used). */
function countSanitizerLoads(): { count: number } {
  const loads = { count: 0 };
  vi.doMock('./sanitize-html', async (importOriginal) => {
    loads.count++;
    return importOriginal();
  });
  return loads;
}

const proseBlock = (container: Element) => container.firstElementChild!;

/** Every markup the prose block shows from now on, to prove raw editor HTML never reaches the DOM. */
function recordMarkup(container: Element): string[] {
  const read = () => container.firstElementChild?.innerHTML ?? '(no block)';
  const seen = [read()];
  new MutationObserver(() => seen.push(read())).observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
  });
  return seen;
}

afterEach(() => {
  vi.doUnmock('./sanitize-html');
  document.body.innerHTML = '';
});

describe('ProseHtml on a prerendered page', () => {
  it('hydrates the build’s clean markup without loading the sanitiser', async () => {
    const markup = await prerender(ESSAY);
    expect(markup).toContain(ESSAY_CLEAN);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = markup;

    const loads = countSanitizerLoads();
    const { ProseHtml } = await freshModules();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ProseHtml html={ESSAY} />);
    });
    // A mismatch would be logged by React, which the console guard turns into a failure.
    expect(container.innerHTML).toBe(markup);
    expect(proseBlock(container).innerHTML).toBe(ESSAY_CLEAN);
    expect(loads.count).toBe(0);
    await act(async () => root!.unmount());
  });

  it('sanitises editor HTML that changed after hydration, keeping the old text until then', async () => {
    const markup = await prerender(ESSAY);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = markup;
    const loads = countSanitizerLoads();
    const { ProseHtml } = await freshModules();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ProseHtml html={ESSAY} />);
    });
    const seen = recordMarkup(container);

    // A refetch (or a client-side navigation) brings HTML the build never saw.
    await act(async () => root!.render(<ProseHtml html={EDITED} />));
    await waitFor(() => expect(proseBlock(container).innerHTML).toBe(EDITED_CLEAN));
    expect(loads.count).toBe(1);
    expect(new Set(seen)).toEqual(new Set([ESSAY_CLEAN, EDITED_CLEAN]));
    await act(async () => root!.unmount());
  });
});

describe('ProseHtml rendered in the browser', () => {
  /** A client-side render (not hydration), as after a navigation that fetched the editor HTML. */
  async function renderInBrowser(html: string) {
    const loads = countSanitizerLoads();
    const { ProseHtml } = await freshModules();
    const container = document.body.appendChild(document.createElement('div'));
    const seen = recordMarkup(container);
    const root = createRoot(container);
    await act(async () => root.render(<ProseHtml html={html} />));
    await waitFor(() => expect(proseBlock(container).innerHTML).toBe(EDITED_CLEAN));
    await act(async () => root.unmount());
    return { loads, seen };
  }

  it('shows nothing until the sanitiser has loaded, then only the sanitised markup', async () => {
    const { loads, seen } = await renderInBrowser(EDITED);
    expect(loads.count).toBe(1);
    expect(seen.filter((markup) => markup !== '(no block)')).toEqual(['', EDITED_CLEAN]);
  });

  it('never reuses a prerendered block for editor HTML it was not rendered from', async () => {
    // The page holds the build's markup for the essay; the browser then renders the edited HTML.
    document.body.appendChild(document.createElement('div')).innerHTML = await prerender(ESSAY);
    const { loads, seen } = await renderInBrowser(EDITED);
    expect(loads.count).toBe(1);
    expect(seen.filter((markup) => markup !== '(no block)')).toEqual(['', EDITED_CLEAN]);
  });
});
