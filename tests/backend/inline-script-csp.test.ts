import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { allowInlineScripts, inlineScriptHashes } from '../../scripts/site-files/inline-scripts';

const CSP = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'\n";

describe('inline script hashes', () => {
  it('hashes attribute-less scripts only, once each', () => {
    const body = '(() => { window.x = 1; })();';
    const html = `<script>${body}</script><script type="application/json">{}</script><script type="module" src="/a.js"></script><script>${body}</script>`;
    const expected = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  it('adds them to script-src and nowhere else, and not twice', () => {
    const once = allowInlineScripts(CSP, ["'sha256-abc'"]);
    expect(once).toContain("script-src 'self' 'sha256-abc'; style-src 'self'");
    expect(allowInlineScripts(once, ["'sha256-abc'"])).toBe(once);
    expect(allowInlineScripts(CSP, [])).toBe(CSP);
  });
});
