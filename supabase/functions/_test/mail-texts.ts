/**
 * The words the mail_texts migrations seed, read from the migrations themselves (their $seed$ lists),
 * so the handler tests write the messages production starts with, in every language, without a database.
 */
import type { MailTextRow, MailTextsRepo } from '../_shared/mail/texts.ts';
import { LOCALES } from '../_shared/rules/locales.ts';

/** Every migration that adds rows to mail_texts, in the order they run. */
const MIGRATIONS = [
  '20261126001010_mail_texts.sql',
  '20261205000200_promotion_mail_texts.sql',
  '20261206000100_refunds.sql',
  '20261206000200_returns.sql',
  '20261208000200_mail_tva.sql',
  '20261210000200_bag_reminder.sql',
  '20261211000200_review_request_mail.sql',
].map((name) => new URL(`../../migrations/${name}`, import.meta.url));

type SeedPart = { kind: string; part: string } & Record<(typeof LOCALES)[number], string>;

export function seededMailTexts(): MailTextRow[] {
  return MIGRATIONS.flatMap((migration) => {
    const sql = Deno.readTextFileSync(migration);
    const seed = /\$seed\$([\s\S]*?)\$seed\$/.exec(sql)?.[1];
    if (!seed) throw new Error(`${migration.pathname} has no $seed$ list`);
    return (JSON.parse(seed) as SeedPart[]).flatMap((part) =>
      LOCALES.map((locale) => ({ kind: part.kind, part: part.part, locale, message: part[locale] })),
    );
  });
}

/** A repo over `rows` (default: the seed), counting how often the worker read it. */
export function fakeMailTexts(rows: MailTextRow[] = seededMailTexts()): MailTextsRepo & { loads: number } {
  return {
    loads: 0,
    load() {
      this.loads++;
      return Promise.resolve(rows.map((row) => ({ ...row })));
    },
  };
}
