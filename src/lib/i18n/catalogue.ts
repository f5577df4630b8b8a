import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from '@rules/locales';

/** A catalogue as the build compiles it (scripts/i18n/messages-plugin.ts): a string, or an ICU AST. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

type Loader = () => Promise<{ default: CompiledMessages }>;

/**
 * A promise that says whether it has settled, the way React's `use` reads one: a component can ask for
 * its strings on every render, and React goes on at once when they are in instead of suspending again.
 */
export type Readiness = Promise<void>;

const ready: Readiness = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function tracked(promise: Promise<void>): Readiness {
  const readiness = Object.assign(promise, {
    status: 'pending',
    value: undefined,
    reason: undefined as unknown,
  });
  promise.then(
    () => (readiness.status = 'fulfilled'),
    (reason: unknown) => Object.assign(readiness, { status: 'rejected', reason }),
  );
  return readiness;
}

/**
 * One part of the shop's UI strings (the chrome, a feature): English is bundled with the code that
 * shows it, the other languages are fetched only on their own pages. `K` are the message ids, taken
 * from the English source file, so a typo in an id fails type-checking.
 */
export interface Catalogue<K extends string> {
  /** Messages of `locale` once loaded (English always is); undefined while they are on their way. */
  messagesFor(locale: Locale): Partial<Record<K, CompiledMessages[string]>> | undefined;
  /** Fetches `locale` once; later calls join the first (settled once it is in). */
  load(locale: Locale): Readiness;
  readonly english: Record<K, CompiledMessages[string]>;
}

/** Every catalogue whose module has been evaluated: what a page's code can show. */
const registry = new Set<Catalogue<string>>();

export function defineCatalogue<Source extends Record<string, string>>(
  english: CompiledMessages,
  loaders: Record<TranslatedLocale, Loader>,
): Catalogue<keyof Source & string> {
  type K = keyof Source & string;
  const loaded = new Map<Locale, CompiledMessages>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Readiness>();
  const catalogue: Catalogue<K> = {
    english: english as Record<K, CompiledMessages[string]>,
    messagesFor: (locale) => loaded.get(locale) as Partial<Record<K, CompiledMessages[string]>> | undefined,
    load(locale) {
      if (locale === DEFAULT_LOCALE || loaded.has(locale)) return ready;
      let promise = pending.get(locale);
      if (!promise) {
        promise = tracked(
          loaders[locale]().then(
            (module) => void loaded.set(locale, module.default),
            (error: unknown) => {
              // A failed download is tried again by the next caller (e.g. the next navigation).
              pending.delete(locale);
              throw error;
            },
          ),
        );
        pending.set(locale, promise);
      }
      return promise;
    },
  };
  registry.add(catalogue);
  return catalogue;
}

/**
 * Loads `locale` for every catalogue the page's code has brought along so far. A route calls it once
 * its screen's modules are in (src/app/router.tsx), so a screen renders (and hydrates) in its language
 * at once instead of suspending on its strings.
 */
export function loadCatalogues(locale: Locale): Promise<unknown> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return Promise.all([...registry].map((catalogue) => catalogue.load(locale)));
}
