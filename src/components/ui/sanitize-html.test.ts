import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sanitizeHtml } from './sanitize-html';

/** Every HTML value of the demo content: article bodies and page contents, quoted as $html$...$html$. */
function seedHtml(): string[] {
  const sql = readFileSync(path.resolve('supabase/seed.sql'), 'utf8');
  return [...sql.matchAll(/\$html\$([\s\S]*?)\$html\$/g)].map((match) => match[1]!);
}

/** The markup as the browser would hold it, so equal documents compare equal whatever their spelling. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('sanitizeHtml', () => {
  it('keeps every piece of the demo content exactly as written', () => {
    const pieces = seedHtml();
    expect(pieces.length).toBeGreaterThan(20);
    for (const html of pieces) expect(sanitizeHtml(html)).toBe(parsed(html));
  });

  it('keeps the editorial markup an editor may use', () => {
    const html =
      '<h2>Mint</h2><h3>Glasses</h3><h4>Sugar</h4><p>Pour <em>slowly</em>, <i>then</i> <strong>high</strong>, ' +
      '<b>always</b>; <a href="/shop">see the shop</a>.<br>Again.</p><blockquote><p>Tea first.</p></blockquote>' +
      '<ol start="2" reversed><li>Rinse</li></ol><ul><li>Steep</li></ul><hr>' +
      '<table><caption>Ratio</caption><thead><tr><th scope="col">Tea</th><th>Water</th></tr></thead>' +
      '<tbody><tr><td colspan="2">1:10</td></tr></tbody></table><p lang="ar" dir="rtl">أتاي</p>';
    expect(sanitizeHtml(html)).toBe(parsed(html));
  });
});
