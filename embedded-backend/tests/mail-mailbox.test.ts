import { describe, expect, it } from 'vitest';
import { createMailbox, type StoredMail } from '../src/mail/index';
import { renderAuthEmail } from '../src/mail/templates';

const BASE = 'http://127.0.0.1:54321/__mailbox';
const message = (to: string, subject: string, html = '<p>Hello</p>') => ({
  to,
  subject,
  html,
  text: 'Hello',
});

describe('the local mailbox', () => {
  it('lists messages newest first and filters by recipient, case-insensitively', async () => {
    const mailbox = createMailbox();
    mailbox.send(message('amina@example.com', 'First'));
    mailbox.send(message('omar@example.com', 'Second'));
    mailbox.send(message('Amina@Example.com', 'Third'));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);

    const response = await mailbox.handler(new Request(`${BASE}/api/messages?to=AMINA@example.com`));
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as { total: number; messages: StoredMail[] };
    expect(body.total).toBe(2);
    expect(body.messages.map((m) => m.subject)).toEqual(['Third', 'First']);

    const one = await mailbox.handler(new Request(`${BASE}/api/messages/${body.messages[0]!.id}`));
    expect(((await one.json()) as StoredMail).subject).toBe('Third');
  });

  it('shows the headers a sender added (List-Unsubscribe of RFC 8058) on the page and in the JSON', async () => {
    const mailbox = createMailbox();
    const headers = {
      'List-Unsubscribe': '<https://api.test/functions/v1/unsubscribe?token=t&lang=fr>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    mailbox.send({ ...message('amina@example.com', 'Your bag'), headers });
    const page = await (await mailbox.handler(new Request(BASE))).text();
    expect(page).toContain(
      'List-Unsubscribe: &#60;https://api.test/functions/v1/unsubscribe?token=t&#38;lang=fr&#62;',
    );
    expect(page).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const body = (await (await mailbox.handler(new Request(`${BASE}/api/messages`))).json()) as {
      messages: StoredMail[];
    };
    expect(body.messages[0]!.headers).toEqual(headers);
  });

  it('keeps only the newest messages up to its capacity', () => {
    const mailbox = createMailbox({ capacity: 3 });
    for (let i = 1; i <= 5; i++) mailbox.send(message('a@example.com', `Message ${i}`));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['Message 5', 'Message 4', 'Message 3']);
  });

  it('can be emptied, for one recipient or entirely', async () => {
    const mailbox = createMailbox();
    mailbox.send(message('a@example.com', 'For A'));
    mailbox.send(message('b@example.com', 'For B'));
    const cleared = await mailbox.handler(
      new Request(`${BASE}/api/messages?to=a@example.com`, { method: 'DELETE' }),
    );
    expect(cleared.status).toBe(204);
    expect(mailbox.list().map((m) => m.to)).toEqual(['b@example.com']);
    mailbox.clear();
    expect(mailbox.list()).toEqual([]);
  });

  it('extracts the links of each message for tests', () => {
    const mailbox = createMailbox();
    mailbox.send(
      message('a@example.com', 'Links', '<a href="http://x.test/verify?token=1&amp;type=signup">go</a>'),
    );
    expect(mailbox.list()[0]!.links).toEqual(['http://x.test/verify?token=1&type=signup']);
  });

  it('shows messages on a readable page, bodies sandboxed and escaped', async () => {
    const mailbox = createMailbox();
    mailbox.send(message('a@example.com', 'Welcome <b>home</b>', '<p>Hi</p><script>alert(1)</script>'));
    const response = await mailbox.handler(new Request(`${BASE}/`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('Welcome &#60;b&#62;home&#60;/b&#62;');
    expect(page).toMatch(/<iframe[^>]+sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    // The body only exists inside the escaped srcdoc attribute, never as live markup.
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;base target=&#34;_blank&#34;&#62;');
  });

  it('says so when there is nothing to show, and 404s unknown routes', async () => {
    const mailbox = createMailbox();
    expect(await (await mailbox.handler(new Request(`${BASE}?to=x@example.com`))).text()).toContain(
      'No messages for x@example.com yet',
    );
    expect((await mailbox.handler(new Request(`${BASE}/nope`))).status).toBe(404);
  });
});

describe('the auth e-mails', () => {
  it('are branded Zellij and carry the link and the code, escaped', () => {
    const actionUrl =
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2F127.0.0.1%3A5173';
    const mail = renderAuthEmail('signup', {
      actionUrl,
      otp: '123456',
      email: 'a@example.com',
      siteUrl: 'http://127.0.0.1:5173',
    });
    expect(mail.subject).toBe('Confirm your signup');
    expect(mail.html).toContain('ZELLIJ');
    expect(mail.html).toContain(`href="${actionUrl.replace(/&/g, '&#38;')}"`);
    expect(mail.html).toContain('123456');
    expect(mail.text).toContain(actionUrl);
    expect(
      renderAuthEmail('recovery', { actionUrl, otp: '1', email: 'a@example.com', siteUrl: '' }).subject,
    ).toBe('Reset your password');
  });
});
