import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps editorial markup', () => {
    const html =
      '<h2>Mint</h2><p>Pour <em>slowly</em>, <a href="/shop">see the shop</a>.</p><blockquote>Tea first.</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });
});
