/**
 * The words of the e-mails, from the mail_texts table editors manage (migration
 * 20261126001010_mail_texts.sql): one ICU MessageFormat text per message kind, part and language.
 * A language without a row for a part, or whose row cannot be used (a syntax error, a placeholder the
 * message does not have), gets the English row, and the broken one is logged so an editor can fix it.
 * Without a usable English row the message is not written (MailTextError): the outbox keeps it and
 * tries again, so a fixed text still goes out.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import type { Logger } from '../http.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, textDirection, type Locale } from '../rules/locales.ts';
import type { MailKind } from './payload.ts';

/** 'common' holds the words every message shares (table labels, the footer, "View your order"). */
export type MailTextKind = MailKind | 'common';

/** What can fill a placeholder: every value is already text (amounts and dates are formatted before). */
export type MailValues = Record<string, string>;

export const mailTextRowSchema = z.object({
  kind: z.string(),
  part: z.string(),
  locale: z.enum(LOCALES),
  message: z.string(),
});
export type MailTextRow = z.infer<typeof mailTextRowSchema>;

/** No usable English text for a part: the message cannot be written until someone restores it. */
export class MailTextError extends Error {}

export interface MailTexts {
  /** The part in `locale`, its placeholders filled, falling back to English. */
  format(kind: MailTextKind, part: string, locale: Locale, values?: MailValues): string;
}

/**
 * In right-to-left text, a value people typed or the shop numbered (a phone number, an e-mail address,
 * a product title in Latin letters) keeps its own direction: `+212…` does not become `…212+`. Links
 * stay bare: a mail client that turns text into links must not take the marks along.
 */
export function isolateFor(locale: Locale, value: string): string {
  if (textDirection(locale) !== 'rtl' || /^https?:\/\//.test(value)) return value;
  return `\u2068${value}\u2069`;
}

const isolate = (locale: Locale, values: MailValues): MailValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateFor(locale, value)]));

export function mailTexts(rows: readonly MailTextRow[], log: Logger): MailTexts {
  const byKey = new Map(rows.map((row) => [`${row.kind}/${row.part}/${row.locale}`, row.message]));
  const reported = new Set<string>();
  const tryFormat = (kind: string, part: string, locale: Locale, values: MailValues): string | null => {
    const message = byKey.get(`${kind}/${part}/${locale}`);
    if (message === undefined) return null;
    try {
      const formatted = new IntlMessageFormat(message, INTL_LOCALE[locale]).format<string>(
        isolate(locale, values),
      );
      if (typeof formatted !== 'string') throw new Error('the message does not format to text');
      return formatted;
    } catch (error) {
      const key = `${kind}/${part}/${locale}`;
      if (!reported.has(key)) {
        reported.add(key);
        log(
          `send-mail: mail_texts ${key} cannot be used (${error instanceof Error ? error.message : error})`,
        );
      }
      return null;
    }
  };
  return {
    format(kind, part, locale, values = {}) {
      const text =
        (locale === DEFAULT_LOCALE ? null : tryFormat(kind, part, locale, values)) ??
        tryFormat(kind, part, DEFAULT_LOCALE, values);
      if (text === null) throw new MailTextError(`mail_texts has no usable English ${kind}/${part}`);
      return text;
    },
  };
}

export interface MailTextsRepo {
  /** Every row of mail_texts: a few dozen, read once per run of the worker. */
  load(): Promise<MailTextRow[]>;
}

export function supabaseMailTexts(client: SupabaseClient): MailTextsRepo {
  return {
    async load() {
      const { data, error } = await client.from('mail_texts').select('kind, part, locale, message');
      if (error) throw new Error(`reading mail_texts failed: ${error.message}`);
      return mailTextRowSchema.array().parse(data ?? []);
    },
  };
}
