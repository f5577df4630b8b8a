/**
 * Ingredient amounts are free text written by editors ("1 1/2 tbsp", "2", "½ cup", "4 to 6 tbsp",
 * "1.5 kg", "a pinch"). Scaling finds the leading quantity (or range), multiplies it and writes it back
 * the way a cook would: fractions stay fractions (¾, 1⅓), decimals stay decimals (0.75 kg).
 */
const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

// One number: "1 1/2", "1/2", "1½", "½", "1.5", "1,5", "2".
const NUMBER = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d*\\s?[${FRACTION_CHARS}]|\\d+(?:[.,]\\d+)?)`;
const LEADING = new RegExp(`^\\s*(${NUMBER})(?:(\\s*(?:-|–|to)\\s*)(${NUMBER}))?`);

export interface ParsedAmount {
  /** The leading quantity, e.g. 1.5 for "1 1/2 tbsp"; null when the amount has no number ("a pinch"). */
  quantity: number | null;
  /** The upper end of a range ("4 to 6 tbsp" -> 6), else null. */
  upTo: number | null;
  /** Everything after the quantity, e.g. " tbsp". */
  rest: string;
  decimal: boolean;
}

export function parseNumber(token: string): number | null {
  const text = token.trim().replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  const unicode = new RegExp(`^(\\d*)\\s?([${FRACTION_CHARS}])$`).exec(text);
  if (unicode) return Number(unicode[1] || 0) + (UNICODE_FRACTIONS[unicode[2] ?? ''] ?? 0);
  const plain = Number(text);
  return text !== '' && Number.isFinite(plain) ? plain : null;
}

export function parseAmount(amount: string): ParsedAmount {
  const match = LEADING.exec(amount);
  const quantity = match?.[1] ? parseNumber(match[1]) : null;
  if (!match || quantity === null) return { quantity: null, upTo: null, rest: amount, decimal: false };
  const upTo = match[3] ? parseNumber(match[3]) : null;
  const decimal = /[.,]\d/.test(match[1] ?? '') || /[.,]\d/.test(match[3] ?? '');
  return { quantity, upTo, rest: amount.slice(match[0].length), decimal };
}

const NICE_FRACTIONS: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** 1.5 -> "1½", 0.333 -> "⅓", 2 -> "2", 2.2 -> "2.2"; decimals when the editor wrote decimals. */
export function formatQuantity(value: number, decimal = false): string {
  const rounded = Math.round(value * 100) / 100;
  if (decimal) return String(rounded);
  const whole = Math.floor(value + 0.02);
  const part = value - whole;
  if (part < 0.04) return String(whole);
  const nice = NICE_FRACTIONS.find(([fraction]) => Math.abs(part - fraction) < 0.04);
  if (nice) return whole === 0 ? nice[1] : `${whole}${nice[1]}`;
  return String(rounded);
}

/** The amount for `factor` times the servings; amounts without a number are returned unchanged. */
export function scaleAmount(amount: string, factor: number): string {
  const parsed = parseAmount(amount);
  if (parsed.quantity === null || factor === 1) return amount;
  const from = formatQuantity(parsed.quantity * factor, parsed.decimal);
  const to = parsed.upTo === null ? '' : `–${formatQuantity(parsed.upTo * factor, parsed.decimal)}`;
  return `${from}${to}${parsed.rest}`;
}
