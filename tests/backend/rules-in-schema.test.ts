/**
 * The shared rules module (supabase/functions/_shared/rules) is the source of truth; the tables repeat
 * some of its rules as check constraints and functions, because an editor in the dashboard never passes through our
 * code. This test fails when either side changes without the other.
 */
import type { PGlite } from '@electric-sql/pglite';

import { EMAIL_PATTERN } from '@rules/contact';
import { DEFAULT_LOCALE, LOCALES } from '@rules/locales';
import { CURRENCIES } from '@rules/money';
import { NEXT_ORDER_STATUSES } from '@rules/order-status';

import { createSchemaDb } from './helpers/schema-db';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb({ seed: false });
});
afterAll(() => db.close());

async function checkConstraints(pattern: string) {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'c' and connamespace = 'public'::regnamespace and pg_get_constraintdef(oid) ilike $1`,
    [`%${pattern}%`],
  );
  return rows;
}

describe('rules the tables repeat', () => {
  it('checks e-mail addresses with the same pattern as the forms and functions', async () => {
    const patternChecks = (await checkConstraints('email%~')).map(({ name, definition }) => ({
      name,
      patterns: [...definition.matchAll(/~ '([^']+)'/g)].map((match) => match[1]),
    }));
    expect(patternChecks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['orders_customer_email_format', 'contact_messages_email_format']),
    );
    for (const { name, patterns } of patternChecks) {
      expect(patterns, name).toEqual(patterns.map(() => EMAIL_PATTERN.source));
    }
  });

  it('accepts exactly the currencies the shop converts to', async () => {
    const [constraint] = await checkConstraints('currency');
    const listed = [...(constraint?.definition ?? '').matchAll(/'([A-Z]{3})'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...CURRENCIES].sort());
  });

  it('knows exactly the languages the shop speaks, wherever a row names one', async () => {
    // Rows that may be in any language list them all; a table of translations may leave English out.
    const everyLanguage = [
      'back_in_stock_requests_locale_valid',
      'mail_texts_locale_valid',
      'orders_locale_valid',
    ];
    const checks = await checkConstraints('locale');
    expect(checks.map((c) => c.name)).toEqual(expect.arrayContaining(everyLanguage));
    for (const { name, definition } of checks) {
      const listed = [...definition.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
      if (everyLanguage.includes(name)) expect(listed, name).toEqual([...LOCALES]);
      else expect(LOCALES, name).toEqual(expect.arrayContaining(listed));
    }
  });

  it('allows the same next order statuses as the owner screen offers', async () => {
    for (const [from, next] of Object.entries(NEXT_ORDER_STATUSES)) {
      const { rows } = await db.query<{ next: string[] }>('select private.next_order_statuses($1) as next', [
        from,
      ]);
      expect(rows[0]?.next, from).toEqual(next);
    }
  });

  it('translates content into exactly the languages the shop speaks besides English', async () => {
    const constraints = await checkConstraints('locale');
    const translated = constraints.filter(({ name }) => name.endsWith('_locale_translated'));
    expect(translated.map(({ name }) => name).sort()).toEqual([
      'article_translations_locale_translated',
      'collection_translations_locale_translated',
      'page_translations_locale_translated',
      'product_image_translations_locale_translated',
      'product_translations_locale_translated',
      'promotion_translations_locale_translated',
      'shipping_zone_translations_locale_translated',
      'site_banner_translations_locale_translated',
    ]);
    const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).sort();
    for (const { name, definition } of translated) {
      const listed = [...definition.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
      expect(listed.sort(), name).toEqual(others);
    }
  });

  it("accepts exactly the shop's languages as p_locale of the RPCs, English when none is named", async () => {
    for (const locale of LOCALES) {
      const { rows } = await db.query<{ locale: string }>('select site_search.locale($1) as locale', [
        locale,
      ]);
      expect(rows[0]?.locale).toBe(locale);
    }
    const { rows } = await db.query<{ locale: string }>('select site_search.locale(null) as locale');
    expect(rows[0]?.locale).toBe(DEFAULT_LOCALE);
    for (const unknown of ['es', 'EN', 'fr-FR', '']) {
      await expect(db.query('select site_search.locale($1)', [unknown]), unknown).rejects.toMatchObject({
        code: '22023',
      });
    }
  });
});
