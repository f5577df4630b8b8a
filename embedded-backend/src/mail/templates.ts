/** The e-mails Auth sends, branded Zellij. Every interpolated value is HTML-escaped. */

export type AuthEmailKind =
  'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication';

/**
 * What an e-mail says: one per kind, and for a double-confirmed e-mail change
 * (double_confirm_changes) also the message to the current address.
 */
export type AuthEmailTemplate = AuthEmailKind | 'email_change_current';

export interface AuthEmailInput {
  /** The /auth/v1/verify link that confirms the action; null when only the code is sent. */
  actionUrl: string | null;
  /** The same confirmation as a one-time code, for verifyOtp({ email, token, type }). */
  otp: string;
  /** Address the message goes to (for an e-mail change, the address this link confirms). */
  email: string;
  siteUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const copy: Record<AuthEmailTemplate, { subject: string; intro: string; action: string; outro: string }> = {
  signup: {
    subject: 'Confirm your signup',
    intro: 'Welcome to Zellij. Please confirm your e-mail address to finish creating your account.',
    action: 'Confirm my e-mail',
    outro: 'If you did not create a Zellij account, you can ignore this message.',
  },
  recovery: {
    subject: 'Reset your password',
    intro: 'Someone (hopefully you) asked to reset the password of your Zellij account.',
    action: 'Choose a new password',
    outro: 'If you did not ask for this, you can ignore this message; your password stays as it is.',
  },
  magiclink: {
    subject: 'Your sign-in link',
    intro: 'Use the link below to sign in to Zellij.',
    action: 'Sign in to Zellij',
    outro: 'If you did not ask for this link, you can ignore this message.',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'Please confirm that this is the new e-mail address of your Zellij account.',
    action: 'Confirm new address',
    outro: 'If you did not ask for this change, you can ignore this message.',
  },
  email_change_current: {
    subject: 'Confirm your e-mail address change',
    intro:
      'Someone (hopefully you) asked to move your Zellij account to a new e-mail address. Please confirm it from this address too: the change takes effect once both the current and the new address have confirmed.',
    action: 'Confirm the change',
    outro: 'If you did not ask for this, do not follow the link; your account keeps this address.',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create a Zellij account. Follow the link to accept.',
    action: 'Accept the invitation',
    outro: 'If you were not expecting this invitation, you can ignore this message.',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    intro: 'Enter the code below to confirm it is you before changing your password.',
    action: '',
    outro: 'If you did not ask for this code, you can ignore this message.',
  },
};

export function renderAuthEmail(kind: AuthEmailTemplate, input: AuthEmailInput): RenderedEmail {
  const { subject, intro, action, outro } = copy[kind];
  const url = input.actionUrl === null ? null : escapeHtml(input.actionUrl);
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f1e7;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-top:6px solid #0f5257">
<tr><td style="padding:28px 32px 8px;font-size:28px;letter-spacing:4px;color:#0f5257">ZELLIJ</td></tr>
<tr><td style="padding:8px 32px;font-size:20px">${escapeHtml(subject)}</td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</td></tr>
${url === null ? codeOnly(input.otp) : linkAndCode(url, action, input.otp)}
<tr><td style="padding:16px 32px 28px;font-size:13px;color:#6b6b6b">${escapeHtml(outro)}<br>Zellij &middot; ${escapeHtml(input.siteUrl)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    `ZELLIJ - ${subject}`,
    '',
    intro,
    '',
    ...(input.actionUrl === null
      ? [`Your code: ${input.otp}`]
      : [`${action}: ${input.actionUrl}`, `Or enter this code: ${input.otp}`]),
    '',
    outro,
    `Zellij - ${input.siteUrl}`,
  ].join('\n');
  return { subject, html, text };
}

function linkAndCode(url: string, action: string, otp: string): string {
  return `<tr><td style="padding:16px 32px"><a href="${url}" style="display:inline-block;background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 24px;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(action)}</a></td></tr>
<tr><td style="padding:8px 32px;font-size:14px;line-height:1.5">Or enter this code: <strong style="letter-spacing:2px">${escapeHtml(otp)}</strong></td></tr>
<tr><td style="padding:8px 32px;font-size:13px;color:#6b6b6b;word-break:break-all">Link not working? Copy this address into your browser:<br>${url}</td></tr>`;
}

function codeOnly(otp: string): string {
  return `<tr><td style="padding:8px 32px;font-size:14px;line-height:1.5">Your code: <strong style="letter-spacing:2px">${escapeHtml(otp)}</strong></td></tr>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
