import { expect, inject } from 'vitest';

/** A message as the local mailbox (/__mailbox) answers it. */
export interface Mail {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

/** Without the marks that isolate an order number in Arabic text (U+2066–U+2069, U+200E, U+200F). */
export const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(
    `${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(address)}`,
  );
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The mail worker runs every second: wait for the message with this subject. */
export async function mailWithSubject(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // In Arabic the order number is isolated from the words around it (U+2066–U+2069).
        found = (await mailTo(address)).find((mail) => plain(mail.subject) === subject);
        return found ? plain(found.subject) : (await mailTo(address)).map((mail) => mail.subject);
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(subject);
  return found!;
}
