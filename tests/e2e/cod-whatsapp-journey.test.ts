import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';
import { stockOf } from './support/shop';

/**
 * Issue 32: a shopper places a cash-on-delivery order in Arabic; the shop's WhatsApp message arrives in
 * the local inbox (the backend's stand-in for Meta) in Arabic; pressing تأكيد there confirms the order,
 * which the customer's page and the owner's screen show. The owner ships it, the courier brings it back
 * refused, and the owner marks it so: the piece is back on the shelf and the customer's record counts it.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };
// A number of its own: other journeys' orders go to the shop's usual test number.
const CUSTOMER_PHONE = '06 61 23 45 67';
const CUSTOMER_E164 = '+212661234567';
const PRODUCT = 'hammered-brass-teapot';

describe('cash on delivery confirmed on WhatsApp', () => {
  it('confirms an Arabic order from the WhatsApp inbox, then the owner marks it refused at the door', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const stockBefore = await stockOf(PRODUCT);
    await page.goto(`/ar/product/${PRODUCT}`);
    await page.locator('main h1').first().waitFor();
    await page.getByRole('button', { name: 'اشترِ الآن', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ar/checkout');
    await field('الاسم الكامل').fill('أمينة بنعلي');
    await field('البريد الإلكتروني').fill(`wa-${crypto.randomUUID().slice(0, 8)}@example.ma`);
    await field('الهاتف').fill(CUSTOMER_PHONE);
    await field('العنوان').fill('12 درب سيدي أحمد');
    await field('المدينة').fill('فاس');
    await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    await page.getByText('الدفع عند الاستلام', { exact: true }).click();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.waitForURL(/\/ar\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByText(/^أرسلنا إليك رسالة عبر واتساب/).waitFor();
    const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const number = /(ZLJ-\S+)/.exec((await page.getByText(/ZLJ-/).first().textContent()) ?? '')![1]!;

    // The message, in Arabic, in the customer's WhatsApp (the local inbox).
    const inbox = await context.newPage();
    const chat = `${inject('apiUrl')}/__whatsapp?to=${encodeURIComponent(CUSTOMER_E164)}`;
    await expect
      .poll(
        async () => {
          await inbox.goto(chat);
          return inbox.locator('article', { hasText: number }).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    const message = inbox.locator('article', { hasText: number });
    expect(await message.locator('.bubble').getAttribute('dir')).toBe('rtl');
    await message.getByRole('button', { name: 'تأكيد' }).click();
    await message.locator('output').getByText(/200/).waitFor();

    // The customer's page: confirmed, no longer waiting for a call.
    await page.reload();
    await page.getByText('مؤكد', { exact: true }).first().waitFor();
    expect(await page.getByText(/^أرسلنا إليك رسالة عبر واتساب/).count()).toBe(0);
    await expectAccessible(page, '/ar/order-confirmation, confirmed on WhatsApp');

    // The owner's screen says who confirmed it and how.
    const owner = await openPage(browser(), DESKTOP);
    await owner.page.goto('/owner');
    await owner.page.waitForURL(/\/auth\?redirect=%2Fowner$/);
    await owner.page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await owner.page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await owner.page.getByRole('button', { name: 'Sign In' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/owner');
    await owner.page.goto(`/owner/orders?order=${orderId}`);
    await owner.page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await owner.page.getByText('confirmed by the customer', { exact: true }).waitFor();
    await owner.page.getByText('confirmed by the customer on WhatsApp').first().waitFor();
    await owner.page.getByText('No cash-on-delivery parcel delivered or refused yet').waitFor();
    await expectAccessible(owner.page, 'owner order confirmed on WhatsApp');
    expect(await stockOf(PRODUCT)).toBe(stockBefore - 1);

    // Shipped; the courier brings the parcel back refused, intact.
    await owner.page.getByRole('button', { name: 'Mark processing' }).click();
    const ship = owner.page.getByRole('form', { name: 'Mark shipped' });
    await ship.getByLabel('Carrier').fill('Amana');
    await ship.getByLabel('Tracking number').fill('AM555000111MA');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    const door = owner.page.getByRole('form', { name: 'Mark refused at the door' });
    await door.getByLabel('Refused at delivery').check();
    expect(await door.getByLabel(/^Put the pieces back in stock/).isChecked()).toBe(true);
    await expectAccessible(owner.page, 'owner marking a parcel refused at the door');
    await door.getByRole('button', { name: 'Mark refused at the door' }).click();
    await owner.page.getByText('1 refused of 1').waitFor();
    expect(await stockOf(PRODUCT)).toBe(stockBefore);

    expect(problems).toEqual([]);
    expect(owner.problems).toEqual([]);
    await owner.context.close();
    await context.close();
  });
});
