import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** The class names of a FactList's parts. */
export interface FactListLook {
  list: string;
  /** The <div> around each term and its value (a grid's cell, or `contents` to join the list's grid). */
  item: string;
  term: string;
  value: string;
}

/** Term/value pairs in a description list, each pair in its own <div>, in the caller's look. */
export function FactList({ facts, look }: { facts: Fact[]; look: FactListLook }) {
  return (
    <dl className={look.list}>
      {facts.map((fact) => (
        <div key={fact.term} className={look.item}>
          <dt className={look.term}>{fact.term}</dt>
          <dd className={look.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
