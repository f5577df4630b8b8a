import { assert, assertEquals } from '../../_test/assert.ts';
import { mailSettingsFromEnv } from './settings.ts';

Deno.test(
  "the owner's alert is English unless SHOP_OWNER_LOCALE names another of the shop's languages",
  () => {
    const saved = Object.fromEntries(
      ['MAIL_FROM', 'SITE_URL', 'SUPABASE_URL', 'SHOP_OWNER_LOCALE'].map((name) => [
        name,
        Deno.env.get(name),
      ]),
    );
    try {
      Deno.env.set('MAIL_FROM', 'Zellij <orders@zellij.test>');
      Deno.env.set('SITE_URL', 'http://shop.test/');
      Deno.env.set('SUPABASE_URL', 'https://abc.supabase.co');
      Deno.env.delete('SHOP_OWNER_LOCALE');
      assertEquals(mailSettingsFromEnv().ownerLocale, 'en');
      // Guests' invoice links point at the project's functions.
      assertEquals(mailSettingsFromEnv().functionsUrl, 'https://abc.supabase.co/functions/v1');
      Deno.env.set('SHOP_OWNER_LOCALE', 'ar');
      assertEquals(mailSettingsFromEnv().ownerLocale, 'ar');
      Deno.env.set('SHOP_OWNER_LOCALE', 'french');
      let error: unknown;
      try {
        mailSettingsFromEnv();
      } catch (caught) {
        error = caught;
      }
      assert(
        error instanceof Error && error.message.includes('SHOP_OWNER_LOCALE must be one of en, fr, ar'),
        String(error),
      );
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) Deno.env.delete(name);
        else Deno.env.set(name, value);
      }
    }
  },
);
