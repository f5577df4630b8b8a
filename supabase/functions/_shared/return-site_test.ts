import { assertEquals } from '../_test/assert.ts';
import { returnSite } from './return-site.ts';

const SITE = 'http://127.0.0.1:5173';
/** The local config.toml's list, and a branch-deploy pattern as Supabase's docs suggest one. */
const sites = {
  siteUrl: SITE,
  additionalRedirectUrls: [
    'http://127.0.0.1:4173',
    'http://127.0.0.1:4173/**',
    'http://localhost:5173/**',
    'https://*-zellij.vercel.app/**',
  ],
};

Deno.test('an allowed origin gets its own shop back', () => {
  assertEquals(returnSite(sites, 'http://127.0.0.1:4173'), 'http://127.0.0.1:4173');
  assertEquals(returnSite(sites, 'http://localhost:5173'), 'http://localhost:5173');
  assertEquals(returnSite(sites, 'https://promo-zellij.vercel.app'), 'https://promo-zellij.vercel.app');
  assertEquals(returnSite(sites, SITE), SITE);
});

Deno.test('SITE_URL itself is always allowed and is answered as configured, path included', () => {
  const mounted = { siteUrl: 'https://shop.example/zellij', additionalRedirectUrls: [] };
  assertEquals(returnSite(mounted, 'https://shop.example'), 'https://shop.example/zellij');
});

Deno.test('any other origin, or none, gets SITE_URL: the links are never an open redirect', () => {
  const refused = [
    null,
    '',
    'null',
    'https://evil.example',
    // Same host, another port or scheme: an origin is matched whole.
    'http://127.0.0.1:4174',
    'https://127.0.0.1:4173',
    'http://localhost:4173',
    // Look-alikes of the allowed ones.
    'http://127.0.0.1.evil.example:4173',
    'http://127.0.0.1:41730',
    'https://promo-zellij.vercel.app.evil.example',
    'https://evil.example/?-zellij.vercel.app',
    // `*` stops at ".": one label, not a whole other domain.
    'https://evil.example.promo-zellij.vercel.app',
    // Not a bare origin: a path, a trailing slash, credentials, another scheme.
    'http://127.0.0.1:4173/',
    'http://127.0.0.1:4173/evil',
    'http://user@127.0.0.1:4173',
    'javascript:alert(1)',
    'file:///etc/passwd',
  ];
  for (const origin of refused) assertEquals(returnSite(sites, origin), SITE, String(origin));
});

Deno.test('only the origin part of an entry counts; exact entries compare as origins', () => {
  const entries = (...additionalRedirectUrls: string[]) => ({ siteUrl: SITE, additionalRedirectUrls });
  const preview = 'http://127.0.0.1:4173';
  assertEquals(returnSite(entries('http://127.0.0.1:4173/profile?x=1'), preview), preview);
  assertEquals(
    returnSite(entries(' HTTPS://Shop.Example:443/** '), 'https://shop.example'),
    'https://shop.example',
  );
  assertEquals(returnSite(entries('http://127.0.0.1:*/**'), preview), preview);
  assertEquals(returnSite(entries('http://127.0.0.1:417?'), preview), preview);
  // A path wildcard does not open the origin; neither does an entry that is no http(s) URL.
  assertEquals(returnSite(entries('http://127.0.0.1:5000/**'), preview), SITE);
  assertEquals(returnSite(entries('**', 'com.zellij.app://callback', 'not a url'), preview), SITE);
  assertEquals(returnSite(entries(), preview), SITE);
});
