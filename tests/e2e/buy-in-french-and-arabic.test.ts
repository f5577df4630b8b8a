import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectAccessible, openPage, sharedBrowser } from './support/browser';
import { mailWithSubject } from './support/mailbox';

/**
 * Issue 20: a shopper buys in French (cash on delivery, a Moroccan phone number) and in Arabic (PayPal
 * sandbox), from a product page to the order page, at 320 px: the checkout and the order page speak
 * the page's language, pass axe, overflow nothing, log no error, and the order's mail to the customer
 * is written in the order's language and links to the order page in it.
 */
const browser = sharedBrowser();
const NARROW = { viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true };

type Locale = 'fr' | 'ar';

/** Nothing on the page is wider than the 320 px window, and the page does not scroll sideways. */
async function expectNothingWider(page: Page, where: string) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().width > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" is wider`);
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
      // Name what sticks out past either edge (visually hidden text, 1 px wide, is not the culprit).
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (!el.closest('.sr-only') && box.width > 1 && (box.right > width + 0.5 || box.left < -0.5))
          problems.push(
            `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" sticks out`,
          );
      }
    }
    return problems.slice(0, 5);
  });
  expect(wider, `${where} at 320 px`).toEqual([]);
}

async function checkScreen(page: Page, where: string) {
  await expectNothingWider(page, where);
  await expectAccessible(page, where);
}

interface Words {
  buyNow: string;
  checkout: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  morocco: string;
  toPayment: string;
  method: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    buyNow: 'Acheter maintenant',
    checkout: 'Paiement',
    name: 'Nom complet',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    city: 'Ville',
    country: 'Pays',
    morocco: 'Maroc',
    toPayment: 'Passer au paiement',
    method: 'Mode de paiement',
  },
  ar: {
    buyNow: 'اشترِ الآن',
    checkout: 'إتمام الطلب',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    address: 'العنوان',
    city: 'المدينة',
    country: 'البلد',
    morocco: 'المغرب',
    toPayment: 'المتابعة إلى الدفع',
    method: 'طريقة الدفع',
  },
};

/** From the product page to the payment step, checking each screen of the checkout on the way. */
async function toPayment(page: Page, locale: Locale, product: string, email: string) {
  const words = WORDS[locale];
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.goto(`/${locale}/product/${product}`);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('button', { name: words.buyNow, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${locale}/checkout`);
  await page.getByRole('heading', { level: 1, name: words.checkout }).waitFor();
  expect(await page.getByLabel(words.country).locator('option:checked').textContent()).toBe(words.morocco);
  await field(words.name).fill('Amina Benali');
  await field(words.email).fill(email);
  await field(words.phone).fill('06 12 34 56 78');
  await field(words.address).fill('12 Derb Sidi Ahmed');
  await field(words.city).fill('Fes');
  await checkScreen(page, `/${locale}/checkout, shipping`);
  await page.getByRole('button', { name: words.toPayment }).click();
  await page.getByRole('group', { name: words.method }).waitFor();
}

const orderNumberOn = async (page: Page, prefix: string) =>
  new RegExp(`${prefix} (ZLJ-\\S+)`).exec((await page.getByText(/ZLJ-/).first().textContent()) ?? '')![1]!;

describe('buying in French and in Arabic', () => {
  it('places a cash-on-delivery order in French with a Moroccan phone number', async () => {
    const { context, page, problems } = await openPage(browser(), NARROW);
    const email = `fr-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    await toPayment(page, 'fr', 'bitter-orange-marmalade', email);

    await page.getByText('Paiement à la livraison', { exact: true }).click();
    await checkScreen(page, '/fr/checkout, payment');
    await page.getByRole('button', { name: 'Passer la commande' }).click();

    await page.waitForURL(/\/fr\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 2, name: 'Merci pour votre commande' }).waitFor();
    await page
      .getByText(
        'Nous vous avons envoyé un message WhatsApp : appuyez sur Confirmer, ou nous vous appellerons pour confirmer votre commande.',
      )
      .waitFor();
    expect(await page.getByText('Paiement à la livraison', { exact: true }).count()).toBe(1);
    expect(await page.locator('main address').textContent()).toContain('Maroc');
    await checkScreen(page, '/fr/order-confirmation');
    const number = await orderNumberOn(page, 'Commande');

    const mail = await mailWithSubject(email, `Votre commande Zellij ${number}`);
    expect(mail.html).toMatch(/<html lang="fr"/);
    expect(mail.links.some((link) => link.endsWith(new URL(page.url()).pathname))).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays with PayPal in Arabic and comes back to the order page in Arabic', async () => {
    const { context, page, problems } = await openPage(browser(), NARROW);
    const email = `ar-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    await toPayment(page, 'ar', 'hammered-brass-teapot', email);

    await page.getByText('PayPal', { exact: true }).click();
    await page.getByText(/^لا يقبل PayPal الدرهم/).waitFor();
    await checkScreen(page, '/ar/checkout, payment');
    const [paypal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'المتابعة إلى PayPal' }).click(),
    ]);

    await page.waitForURL(/\/ar\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByText('في انتظار دفعتك عبر PayPal…').waitFor();
    await checkScreen(page, '/ar/order-confirmation, waiting for PayPal');

    await paypal.waitForLoadState();
    await paypal.getByRole('button', { name: 'Approve payment' }).click();
    await paypal.waitForURL(/\/ar\/order-confirmation\/[0-9a-f-]{36}/);
    await paypal.close();

    await page.getByRole('heading', { level: 2, name: 'شكرًا على طلبك' }).waitFor({ timeout: 15_000 });
    await page.getByText('مدفوع', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkScreen(page, '/ar/order-confirmation, paid');
    const number = await orderNumberOn(page, 'الطلب');

    const mail = await mailWithSubject(email, `تم تأكيد طلبك من Zellij رقم ${number}`);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail.links.some((link) => link.endsWith(new URL(page.url()).pathname))).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });
});
