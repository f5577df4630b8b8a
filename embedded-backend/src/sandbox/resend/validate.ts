/**
 * The checks Resend's POST /emails makes before accepting a message, with its error names:
 * missing_required_field (422) for an absent from/to/subject, validation_error (422) for a value of
 * the wrong shape (addresses, more than 50 recipients, tags, no body at all).
 */

export interface ResendError {
  statusCode: number;
  name: string;
  message: string;
}

export interface AcceptedEmail {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: { name: string; value: string }[];
}

const ADDRESS = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;
const NAMED_ADDRESS = /^[^<>]*<([^@\s<>]+@[^@\s<>]+\.[^@\s<>]+)>$/;
const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;

export const resendError = (statusCode: number, name: string, message: string): ResendError => ({
  statusCode,
  name,
  message,
});

/** The bare address of `a@b.c` or `Name <a@b.c>`; null when it is neither. */
export function bareAddress(value: string): string | null {
  const trimmed = value.trim();
  if (ADDRESS.test(trimmed)) return trimmed;
  return NAMED_ADDRESS.exec(trimmed)?.[1] ?? null;
}

const invalidAddress = (field: string) =>
  resendError(
    422,
    'validation_error',
    `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
  );

function addresses(field: string, value: unknown, required: boolean): string[] | ResendError {
  if (value === undefined || value === null) {
    return required ? resendError(422, 'missing_required_field', `Missing \`${field}\` field.`) : [];
  }
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) return invalidAddress(field);
  if (list.length > 50) {
    return resendError(422, 'validation_error', `Too many recipients in \`${field}\`: the limit is 50.`);
  }
  if (required && list.length === 0)
    return resendError(422, 'missing_required_field', `Missing \`${field}\` field.`);
  const bare = list.map((entry: string) => bareAddress(entry));
  return bare.some((entry) => entry === null) ? invalidAddress(field) : (bare as string[]);
}

const isError = (value: unknown): value is ResendError =>
  typeof value === 'object' && value !== null && 'statusCode' in value;

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : undefined;

export function validateEmail(body: unknown): AcceptedEmail | ResendError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return resendError(422, 'validation_error', 'The request body must be a JSON object.');
  }
  const input = body as Record<string, unknown>;
  if (typeof input.from !== 'string' || !input.from.trim()) {
    return resendError(422, 'missing_required_field', 'Missing `from` field.');
  }
  if (bareAddress(input.from) === null) return invalidAddress('from');
  const to = addresses('to', input.to, true);
  const cc = addresses('cc', input.cc, false);
  const bcc = addresses('bcc', input.bcc, false);
  const replyTo = addresses('reply_to', input.reply_to, false);
  for (const parsed of [to, cc, bcc, replyTo]) if (isError(parsed)) return parsed;
  if (typeof input.subject !== 'string' || !input.subject) {
    return resendError(422, 'missing_required_field', 'Missing `subject` field.');
  }
  const html = optionalText(input.html);
  const text = optionalText(input.text);
  if (html === undefined || text === undefined) {
    return resendError(422, 'validation_error', 'The `html` and `text` fields must be strings.');
  }
  if (!html && !text) {
    return resendError(422, 'validation_error', 'An email needs an `html` or a `text` body.');
  }
  const headers = input.headers ?? {};
  if (
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers).some((v) => typeof v !== 'string')
  ) {
    return resendError(422, 'validation_error', 'The `headers` field must map header names to strings.');
  }
  const tags = input.tags ?? [];
  const tagsValid =
    Array.isArray(tags) &&
    tags.every(
      (tag: unknown) =>
        typeof tag === 'object' &&
        tag !== null &&
        TAG_PART.test(String((tag as { name?: unknown }).name)) &&
        TAG_PART.test(String((tag as { value?: unknown }).value)),
    );
  if (!tagsValid) {
    return resendError(
      422,
      'validation_error',
      'Tags need a `name` and a `value` of ASCII letters, numbers, underscores or dashes (at most 256 characters).',
    );
  }
  return {
    from: input.from.trim(),
    to: to as string[],
    cc: cc as string[],
    bcc: bcc as string[],
    reply_to: replyTo as string[],
    subject: input.subject,
    html,
    text,
    headers: headers as Record<string, string>,
    tags: tags as { name: string; value: string }[],
  };
}
