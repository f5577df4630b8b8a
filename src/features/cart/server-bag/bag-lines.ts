import { arrayOf, jsonObject, nullable, number, record, text, type JsonObject } from '@/lib/json-reader';
import type { Json } from '@/types/database.types';

import { lineKey, type CartLine } from '../cart-line';

/** Quantities by variant id: what the account's bag held when this browser last agreed with it. */
export type BagSnapshot = Record<string, number>;

/** A line as merge_cart, save_cart and get_cart answer it (migration 20261210000100_server_bag.sql). */
export interface ServerLine {
  variant_id: string;
  product_id: string;
  quantity: number;
  title: string;
  slug: string;
  price: number;
  image_url: string | null;
  alt_text: string | null;
  product_type: string | null;
  options: JsonObject;
}

export interface ServerBag {
  lines: ServerLine[];
  /** Lines of the request whose product is no longer sold: left out of the bag. */
  dropped: { variant_id: string; quantity: number }[];
}

const readLine = record<ServerLine>({
  variant_id: text,
  product_id: text,
  quantity: number,
  title: text,
  slug: text,
  price: number,
  image_url: nullable(text),
  alt_text: nullable(text),
  product_type: nullable(text),
  options: jsonObject,
});

export const readServerBag = (value: Json): ServerBag =>
  record<ServerBag>({
    lines: arrayOf(readLine),
    dropped: arrayOf(record({ variant_id: text, quantity: number })),
  })(value, 'bag');

/** The bag's lines as the server keeps them: one per variant (a line saved before sizes had rows has none). */
export const snapshotOf = (lines: CartLine[]): BagSnapshot =>
  Object.fromEntries(lines.flatMap((line) => (line.variantId ? [[line.variantId, line.quantity]] : [])));

/**
 * What this browser's bag holds beyond what the account's bag held when they last agreed (`since`): on
 * signing in with no such agreement that is the whole bag, a visitor's; otherwise only what was added
 * here since (while signed out, or while a save did not reach the server). What was taken out here
 * while the account's bag did not hear of it is not counted: the account's bag says what is in it.
 */
export function linesToMerge(
  lines: CartLine[],
  since: BagSnapshot,
): { variant_id: string; quantity: number }[] {
  return Object.entries(snapshotOf(lines)).flatMap(([variant_id, quantity]) => {
    const added = quantity - (since[variant_id] ?? 0);
    return added > 0 ? [{ variant_id, quantity: added }] : [];
  });
}

/** The lines to send save_cart: every line that names its variant. */
export const linesToSave = (lines: CartLine[]) =>
  Object.entries(snapshotOf(lines)).map(([variant_id, quantity]) => ({ variant_id, quantity }));

const optionsOf = (options: JsonObject): Record<string, string> =>
  Object.fromEntries(
    Object.entries(options).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );

/**
 * The browser's bag once the account's bag answered: its lines in the account's order and quantities.
 * A line this browser already showed keeps how it named it (its title in the page's language); a line
 * from another device is named as the shop stores it. Lines that name no variant stay as they were.
 */
export function linesFromServer(server: ServerLine[], local: CartLine[]): CartLine[] {
  const byVariant = new Map(local.flatMap((line) => (line.variantId ? [[line.variantId, line]] : [])));
  const fromServer = server.map((line): CartLine => {
    const known = byVariant.get(line.variant_id);
    if (known) return { ...known, price: line.price, quantity: line.quantity };
    return {
      id: line.product_id,
      variantId: line.variant_id,
      title: line.title,
      slug: line.slug,
      price: line.price,
      imageUrl: line.image_url,
      variant: optionsOf(line.options),
      quantity: line.quantity,
      productType: line.product_type,
      altText: line.alt_text,
    };
  });
  const serverKeys = new Set(fromServer.map(lineKey));
  return [...fromServer, ...local.filter((line) => !line.variantId && !serverKeys.has(lineKey(line)))];
}

/** The titles of the lines the server dropped, as this browser named them. */
export const droppedTitles = (dropped: ServerBag['dropped'], local: CartLine[]): string[] =>
  dropped.flatMap(({ variant_id }) => local.find((line) => line.variantId === variant_id)?.title ?? []);

/** The account's bag as quantities by variant. */
export const snapshotOfServer = (lines: ServerLine[]): BagSnapshot =>
  Object.fromEntries(lines.map((line) => [line.variant_id, line.quantity]));

export function sameSnapshot(a: BagSnapshot, b: BagSnapshot): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
