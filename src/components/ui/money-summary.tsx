import type { ReactNode } from 'react';

import { Price } from './price';

/** The sand-coloured box a money summary stands in (the cart's, the checkout's), named by its heading. */
export function SummaryPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm bg-sand-100 p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-light text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One line of a money summary (subtotal, shipping, delivery, a discount): the term, then its value at
 * the end. A term may say more than a word (a discount's title and code).
 */
export function SummaryRow({
  label,
  children,
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A money summary's last line: the total, set off by a rule, with the approximate MAD under EUR/USD. */
export function SummaryTotal({
  label,
  amountMad,
  spacing = 'pt-4',
}: {
  label: string;
  amountMad: number;
  /** The space under the rule: an order page's tighter summary uses `pt-3`. */
  spacing?: 'pt-3' | 'pt-4';
}) {
  return (
    <div
      className={`flex justify-between gap-4 border-t border-sand-300 ${spacing} text-base font-semibold text-ink`}
    >
      <dt>{label}</dt>
      <dd className="text-end">
        <Price amountMad={amountMad} className="justify-end" />
      </dd>
    </div>
  );
}
