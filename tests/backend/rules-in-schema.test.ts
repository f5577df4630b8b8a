/**
 * The shared rules module (supabase/functions/_shared/rules) is the source of truth; the tables repeat
 * two of its rules as check constraints, because an editor in the dashboard never passes through our
 * code. This test fails when either side changes without the other.
 */
import type { PGlite } from '@electric-sql/pglite';

import { EMAIL_PATTERN } from '@rules/contact';
import { LOCALES } from '@rules/locales';
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
});
