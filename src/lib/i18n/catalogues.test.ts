import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@rules/locales';

/**
 * Every UI string exists in every language: each catalogue folder (`i18n/`, or a folder inside it for
 * words that load later) holds `en.json` (the source) and one
 * file per other language with exactly the same ids, each a valid ICU message using the same arguments.
 */
const files = import.meta.glob<Record<string, string>>(['/src/**/i18n/*.json', '/src/**/i18n/*/*.json'], {
  eager: true,
  import: 'default',
});

const folders = [...new Set(Object.keys(files).map((file) => file.replace(/[^/]+\.json$/, '')))];

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe('UI string catalogues', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  describe.each(folders)('%s', (folder) => {
    const english = files[`${folder}en.json`];

    it.each(LOCALES.filter((locale) => locale !== 'en'))('has every English string in %s', (locale) => {
      expect(english, `${folder}en.json`).toBeDefined();
      const translated = files[`${folder}${locale}.json`];
      expect(translated, `${folder}${locale}.json is missing`).toBeDefined();
      expect(Object.keys(translated!).sort()).toEqual(Object.keys(english!).sort());
      for (const [id, source] of Object.entries(english!)) {
        const message = translated![id]!;
        expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
        expect([...argumentsOf(parse(message))].sort(), `${locale} ${id} uses other arguments`).toEqual(
          [...argumentsOf(parse(source))].sort(),
        );
      }
    });
  });
});
