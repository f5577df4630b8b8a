/**
 * Turns the client build's index.html into a prerendered page: the route's head tags and markup in
 * place, the data it was rendered from, and the app's JavaScript requested by a small boot script once
 * the page has been shown (boot-script.ts) instead of by the head.
 */
import type { DehydratedState } from '@tanstack/react-query';

import { type Locale, textDirection } from '../../supabase/functions/_shared/rules/locales';

import { PRERENDERED_STATE_ID, serializeState, type PrerenderedState } from '../../src/app/prerendered-state';
import { STRUCTURED_DATA_PAGE_ATTRIBUTE } from '../../src/components/seo/structured-data-collector';

export interface ShellParts {
  /** index.html without its entry script, module preloads, title and description. */
  document: string;
  /** The entry module; the browser finds the modules it imports itself (boot-script.ts). */
  entry: string;
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const TITLE = /\s*<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/?>/;
/** The tags React 19 hoists to the front of a rendered fragment: each route's title, meta and links. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitShell(indexHtml: string): ShellParts {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) throw new Error('index.html has no <script type="module" src=...>: is it a Vite build?');
  const document = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(TITLE, '')
    .replace(DESCRIPTION, '');
  if (!document.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  return { document, entry: entry[1]! };
}

/** Separates what belongs in <head> from the markup of #root. */
export function splitRendered(html: string): { headTags: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { headTags: head, body: html.slice(head.length) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PageParts {
  shell: ShellParts;
  /** renderToString output of the app for the route. */
  rendered: string;
  state: PrerenderedState;
  /** URL of the boot script (boot-script.ts) in the build. */
  bootSrc: string;
  /** The page's language: `<html lang dir>` say it before any script runs. */
  locale: Locale;
  /** Tags only this language's pages carry: an Arabic page's web font (site-files/arabic-font.ts). */
  languageHead?: string;
  /** The page's JSON-LD (already safe inside a script), for its <head>. */
  structuredData?: string;
}

const HTML_TAG = /<html[^>]*>/;

/**
 * A document in `locale`: `<html lang dir>` set, and the language's own head tags first in <head>
 * after the charset and viewport, so its font preload is requested with the Latin ones.
 */
export function inLanguage(html: string, locale: Locale, languageHead = ''): string {
  const localized = html.replace(HTML_TAG, `<html lang="${locale}" dir="${textDirection(locale)}">`);
  if (!languageHead) return localized;
  const viewport = /<meta\s+name="viewport"[^>]*>/.exec(localized);
  if (!viewport) return localized.replace('</head>', () => `  ${languageHead}\n  </head>`);
  const at = viewport.index + viewport[0].length;
  return `${localized.slice(0, at)}\n    ${languageHead}${localized.slice(at)}`;
}

export function pageDocument({
  shell,
  rendered,
  state,
  bootSrc,
  locale,
  languageHead,
  structuredData,
}: PageParts): string {
  const { headTags, body } = splitRendered(rendered);
  // Marked with the page's path, so the app knows it is there (structured-data-in-head.tsx).
  const page = escapeAttribute(new URL(state.location, 'http://page').pathname);
  const jsonLd = structuredData
    ? `\n    <script type="application/ld+json" ${STRUCTURED_DATA_PAGE_ATTRIBUTE}="${page}">${structuredData}</script>`
    : '';
  // A route's shell: the boot script makes it the page of any address of the route (boot-script.ts).
  const route = state.shell === undefined ? '' : ` data-shell="${escapeAttribute(`/${state.shell}`)}"`;
  const boot = `<script defer src="${escapeAttribute(bootSrc)}" data-entry="${escapeAttribute(shell.entry)}"${route}></script>`;
  const stateScript = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${serializeState(state)}</script>`;
  return inLanguage(shell.document, locale, languageHead)
    .replace('</head>', () => `${headTags}${jsonLd}\n    ${boot}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${stateScript}`);
}

const STATE_SCRIPT = new RegExp(
  `\\s*<script type="application/json" id="${PRERENDERED_STATE_ID}">[\\s\\S]*?</script>`,
);

/** The shell as Vite wrote it: spaDocument's data taken out again. */
export function withoutState(html: string): string {
  return html.replace(STATE_SCRIPT, '');
}

/**
 * spa.html: Vite's shell, still rendered by the browser from scratch (no markup, and a location that
 * no address matches, so src/main.tsx never hydrates it), with the data the chrome renders from.
 * (supabase-js is not preloaded here: it then competed with the startup chunks for a slow link and
 * /cart's and /auth's LCP rose by ~0.25 s, while /saved's and the order page's did not fall.)
 */
export function spaDocument(shellHtml: string, queries: DehydratedState): string {
  const state = serializeState({ location: '', queries });
  return shellHtml.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root"></div>\n    <script type="application/json" id="${PRERENDERED_STATE_ID}">${state}</script>`,
  );
}

/**
 * Where a route's page is written: / -> index.html, /product/x -> product/x.html, a language's home
 * /fr/ -> fr/index.html (hosts serve each at its clean URL).
 */
export function pageFile(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  if (routePath.endsWith('/')) return `${clean}/index.html`;
  if (clean.split('/').some((part) => part === '..' || part === '.' || part === ''))
    throw new Error(`Refusing to write a page for ${routePath}`);
  return `${clean}.html`;
}
