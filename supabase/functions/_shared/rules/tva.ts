/**
 * TVA (Moroccan VAT) inside the shop's TTC prices: the same rule as the database's private.tva_of
 * (migration 20261207000100_invoices.sql), which splits every order line and the shipping when the order
 * is written; tests/backend/invoices-sql.test.ts holds the two equal. Plain TypeScript with no imports,
 * for the browser, Node and Deno.
 *
 * A rate is a percentage (20 = 20 %). For a TTC amount, TVA = TTC x rate / (100 + rate), rounded half-up
 * to the centime, and HT = TTC - TVA: HT + TVA = TTC on every line, so on every rate and every order too.
 */

/** The rates the shop may charge (CGI art. 98-100; 0 = exempt, e.g. handmade carpets, art. 91). */
export const TVA_RATES = [0, 7, 10, 14, 20] as const;
export type TvaRate = (typeof TVA_RATES)[number];

export function isTvaRate(value: unknown): value is TvaRate {
  return typeof value === 'number' && (TVA_RATES as readonly number[]).includes(value);
}

/** Integer division rounded half-up, for the non-negative amounts TVA handles. */
const divideHalfUp = (numerator: number, divisor: number) =>
  Math.floor((2 * numerator + divisor) / (2 * divisor));

/** The TVA inside a TTC amount in MAD (two decimals at most) at a rate in percent, in MAD. */
export function tvaOf(ttc: number, rate: number): number {
  const centimes = Math.round(ttc * 100);
  const basisPoints = Math.round(rate * 100);
  return divideHalfUp(centimes * basisPoints, 10_000 + basisPoints) / 100;
}

/** A TTC amount split into HT and TVA, in MAD. */
export function splitTtc(ttc: number, rate: number): { ht: number; tva: number; ttc: number } {
  const tva = tvaOf(ttc, rate);
  return { ht: (Math.round(ttc * 100) - Math.round(tva * 100)) / 100, tva, ttc };
}

/** Amounts per rate, lowest rate first, summed in centimes: [{rate, ht, tva, ttc}]. */
export function totalsPerRate(
  lines: readonly { rate: number; ttc: number }[],
): { rate: number; ht: number; tva: number; ttc: number }[] {
  const byRate = new Map<number, { ht: number; tva: number; ttc: number }>();
  for (const line of lines) {
    const { ht, tva, ttc } = splitTtc(line.ttc, line.rate);
    const sum = byRate.get(line.rate) ?? { ht: 0, tva: 0, ttc: 0 };
    sum.ht += Math.round(ht * 100);
    sum.tva += Math.round(tva * 100);
    sum.ttc += Math.round(ttc * 100);
    byRate.set(line.rate, sum);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({ rate, ht: sum.ht / 100, tva: sum.tva / 100, ttc: sum.ttc / 100 }));
}
