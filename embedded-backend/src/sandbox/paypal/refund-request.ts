/**
 * The body of POST /v2/payments/captures/{id}/refund, checked as PayPal's schema does: an empty body
 * refunds the rest; a body that breaks the schema is 400 INVALID_REQUEST with one detail per field.
 * What needs the capture (currency, what is left, age) is refunds.ts's business.
 */
import { paypalError, type PaypalIssue } from './errors';
import type { Money } from './money';

export interface RefundRequest {
  amount?: Money;
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
}

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PayPal's money.value pattern: a signed integer or decimal, at most 32 characters. */
const MONEY_VALUE = /^-?(\d+|\d*\.\d+)$/;

/** Free-text fields and their maximum lengths (each at least one character when present). */
const TEXT_FIELDS = { note_to_payer: 255, invoice_id: 127, custom_id: 127 } as const;

const syntax = (field: string, value: unknown): PaypalIssue => ({
  field,
  value: String(value),
  issue: 'INVALID_PARAMETER_SYNTAX',
  description: 'The value of a field does not conform to the expected format.',
});

const missing = (field: string): PaypalIssue => ({
  field,
  issue: 'MISSING_REQUIRED_PARAMETER',
  description: 'A required field / parameter is missing.',
});

function amountIssues(amount: unknown): PaypalIssue[] {
  if (amount === undefined) return [];
  if (!isObject(amount)) return [syntax('/amount', JSON.stringify(amount))];
  const issues: PaypalIssue[] = [];
  const { currency_code: currency, value } = amount;
  if (currency === undefined) issues.push(missing('/amount/currency_code'));
  else if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    issues.push(syntax('/amount/currency_code', currency));
  if (value === undefined) issues.push(missing('/amount/value'));
  // A JSON number is refused too: strings keep the caller's decimals exact, as PayPal asks.
  else if (typeof value !== 'string' || value.length > 32 || !MONEY_VALUE.test(value))
    issues.push(syntax('/amount/value', value));
  return issues;
}

function textIssues(body: Body): PaypalIssue[] {
  return Object.entries(TEXT_FIELDS).flatMap(([name, max]): PaypalIssue[] => {
    const value = body[name];
    if (value === undefined) return [];
    if (typeof value !== 'string') return [syntax(`/${name}`, value)];
    if (value.length >= 1 && value.length <= max) return [];
    return [
      {
        field: `/${name}`,
        value,
        issue: 'INVALID_STRING_LENGTH',
        description: 'The value of a field is either too short or too long.',
      },
    ];
  });
}

/** The refund the caller asks for, or PayPal's 400. */
export function parseRefundRequest(text: string): RefundRequest | Response {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isObject(body)) {
    return paypalError(
      'INVALID_REQUEST',
      [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }],
      'payments',
    );
  }
  const issues = [...amountIssues(body.amount), ...textIssues(body)];
  if (issues.length) return paypalError('INVALID_REQUEST', issues, 'payments');
  const { amount, note_to_payer, invoice_id, custom_id } = body as RefundRequest;
  const money = amount && { currency_code: amount.currency_code, value: amount.value };
  return { amount: money, note_to_payer, invoice_id, custom_id };
}
