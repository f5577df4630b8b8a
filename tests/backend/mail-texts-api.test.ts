/**
 * mail_texts, the words of the e-mails: seeded in every language by its migration, readable and
 * writable by the service role only (send-mail, the dashboard), and its English rows, the fallback of
 * every language, can be reworded but not deleted or moved.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCALES } from '@rules/locales';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';

let backend: RunningBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

const textOf = async (kind: string, part: string, locale: string) =>
  (
    await service
      .from('mail_texts')
      .select('message')
      .eq('kind', kind)
      .eq('part', part)
      .eq('locale', locale)
      .maybeSingle()
  ).data?.message;

it('holds every part of every message in each language the shop speaks', async () => {
  const { data, error } = await service.from('mail_texts').select('kind, part, locale');
  expect(error).toBeNull();
  const parts = (locale: string) =>
    data!
      .filter((row) => row.locale === locale)
      .map((row) => `${row.kind}/${row.part}`)
      .sort();
  expect(parts('en').length).toBeGreaterThan(40);
  for (const locale of LOCALES) expect(parts(locale), locale).toEqual(parts('en'));
  expect(await textOf('order_received', 'subject', 'en')).toBe('Your Zellij order {orderNumber}');
  expect(await textOf('order_received', 'subject', 'fr')).toBe('Votre commande Zellij {orderNumber}');
});

it('shows visitors and customers nothing and lets them change nothing', async () => {
  const customer = await signedInClient(backend, 'mail.texts.reader@example.com');
  const before = await textOf('order_received', 'subject', 'fr');
  for (const [who, caller] of [
    ['anon', anonClient(backend)],
    ['customer', customer.client],
  ] as const) {
    const read = await caller.from('mail_texts').select('*');
    expect(read.error?.code, who).toBe('42501');
    const insert = await caller
      .from('mail_texts')
      .insert({ kind: 'order_received', part: 'subject', locale: 'ar', message: 'phish {orderNumber}' });
    expect(insert.error?.code, who).toBe('42501');
    const change = await caller
      .from('mail_texts')
      .update({ message: 'Click http://evil.example' })
      .eq('kind', 'order_received');
    expect(change.error?.code, who).toBe('42501');
    const remove = await caller.from('mail_texts').delete().eq('locale', 'fr');
    expect(remove.error?.code, who).toBe('42501');
  }
  expect(await textOf('order_received', 'subject', 'fr')).toBe(before);
});

it('lets an editor reword the English but not delete or move it; translations come and go', async () => {
  const reworded = await service
    .from('mail_texts')
    .update({ message: 'Thank you for your order!' })
    .eq('kind', 'order_received')
    .eq('part', 'heading')
    .eq('locale', 'en');
  expect(reworded.error).toBeNull();
  expect(await textOf('order_received', 'heading', 'en')).toBe('Thank you for your order!');

  const deleted = await service.from('mail_texts').delete().eq('kind', 'order_delivered').eq('locale', 'en');
  expect(deleted.error).toMatchObject({ code: 'PT409', hint: 'english_text_required' });
  const moved = await service
    .from('mail_texts')
    .update({ locale: 'fr' })
    .eq('kind', 'common')
    .eq('part', 'footer')
    .eq('locale', 'en');
  expect(moved.error).toMatchObject({ hint: 'english_text_required' });
  expect(await textOf('order_delivered', 'subject', 'en')).toBeDefined();

  const untranslated = await service
    .from('mail_texts')
    .delete()
    .eq('kind', 'order_delivered')
    .eq('part', 'body')
    .eq('locale', 'ar');
  expect(untranslated.error).toBeNull();
  expect(await textOf('order_delivered', 'body', 'ar')).toBeUndefined();

  for (const [row, constraint] of [
    [{ kind: 'order_delivered', part: 'body', locale: 'de', message: 'Hallo' }, 'mail_texts_locale_valid'],
    [{ kind: 'order_delivered', part: 'body', locale: 'ar', message: '   ' }, 'mail_texts_message_not_blank'],
    [{ kind: 'invoice', part: 'body', locale: 'ar', message: 'x' }, 'mail_texts_kind_valid'],
  ] as const) {
    const refused = await service.from('mail_texts').insert(row);
    expect(refused.error?.message, constraint).toContain(constraint);
  }
});
