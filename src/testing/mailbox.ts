import { inject } from 'vitest';

export interface TestMail {
  subject: string;
  links: string[];
}

/** What the local backend's mailbox holds for one address, newest first. */
export async function mailTo(email: string): Promise<TestMail[]> {
  const response = await fetch(`${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: TestMail[] };
  return messages;
}

/** The token_hash of the newest e-mailed link of a kind (signup, recovery…), for verifyOtp. */
export async function linkTokenHash(email: string, type: string): Promise<string> {
  const link = (await mailTo(email))
    .flatMap((mail) => mail.links)
    .find((href) => href.includes(`type=${type}`));
  if (!link) throw new Error(`no ${type} link was mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}
