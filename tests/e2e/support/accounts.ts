import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Follows the confirmation link the sign-up form had e-mailed (the local backend's mailbox), as a
 * new customer would, and waits until the app has taken the session from the link.
 */
export async function confirmFromMailbox(page: Page, email: string) {
  const response = await fetch(`${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { links: string[] }[] };
  const link = messages.flatMap((message) => message.links).find((href) => href.includes('type=signup'));
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  await page.goto(link);
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key)));
}

/** A confirmed account, made as an editor would (Auth's admin API with the service role). */
export async function newConfirmedAccount(prefix: string, password: string): Promise<string> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.ma`;
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('apiUrl')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`creating ${email}: ${response.status} ${await response.text()}`);
  return email;
}

/** Signs in on /auth as a customer would, and waits until the form has sent them on to the home page. */
export async function signInOnAuthPage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
