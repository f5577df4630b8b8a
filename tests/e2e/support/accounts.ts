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
