/**
 * UI strings are ICU messages in JSON catalogues (`src/**\/i18n/<locale>.json`), imported with the
 * `?messages` suffix. This plugin compiles each catalogue at build time: a message without arguments
 * becomes its plain string, one with arguments (plurals, numbers, names) the AST that
 * intl-messageformat formats. The browser then needs only the formatter (~3 KB), never the ICU parser
 * (~8 KB): see `icuParserAlias`, which the app's bundles resolve to the parser's empty stand-in.
 */
import { readFileSync } from 'node:fs';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

const SUFFIX = '?messages';
const VIRTUAL_PREFIX = '\0icu-messages:';
const VIRTUAL_SUFFIX = '.messages.js';

/** One catalogue's messages, compiled: a literal stays a string, anything else is its AST. */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages: unknown = JSON.parse(source);
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
    throw new Error(`${file}: a message catalogue is one JSON object of id -> ICU message`);
  }
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
      try {
        const ast = parse(message);
        const literal = ast.every((element) => element.type === TYPE.literal);
        return [id, literal ? ast.map((element) => element.value).join('') : ast];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU: ${String(error)}`, { cause: error });
      }
    }),
  );
}

export function icuMessagesPlugin(): Plugin {
  return {
    name: 'zellij:icu-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      // A virtual id that does not end in .json keeps Vite's own JSON plugin off the compiled module.
      return resolved ? `${VIRTUAL_PREFIX}${resolved.id}${VIRTUAL_SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX) || !id.endsWith(VIRTUAL_SUFFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalogue(readFileSync(file, 'utf8'), file);
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** The app formats compiled messages only, so its bundles take the parser's empty stand-in. */
export const icuParserAlias: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
