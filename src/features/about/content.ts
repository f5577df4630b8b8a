import type { AboutMessageId } from './i18n';

/** The about page's words (SPEC §1: the audiences and the three-part ethos), as ids of its catalogue. */
export const ETHOS = [
  { title: 'e1', body: 'e1.b' },
  { title: 'e2', body: 'e2.b' },
  { title: 'e3', body: 'e3.b' },
] as const satisfies readonly { title: AboutMessageId; body: AboutMessageId }[];

export const AUDIENCES = [
  { name: 'a1', note: 'a1.n' },
  { name: 'a2', note: 'a2.n' },
  { name: 'a3', note: 'a3.n' },
  { name: 'a4', note: 'a4.n' },
  { name: 'a5', note: 'a5.n' },
  { name: 'a6', note: 'a6.n' },
] as const satisfies readonly { name: AboutMessageId; note: AboutMessageId }[];
