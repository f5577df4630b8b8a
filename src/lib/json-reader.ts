import type { Json } from '@/types/database.types';

/**
 * Readers for JSON the database builds (a jsonb column, an rpc answering json), which supabase-js can
 * only type as `Json`. Each reader checks the value instead of trusting it and names the generated row
 * type it produces, so a schema change that the reader does not follow fails to compile, and data that
 * breaks the contract fails loudly at the boundary instead of deep inside a screen.
 */
export type JsonReader<T> = (value: Json | undefined, path: string) => T;

export type JsonObject = { [key: string]: Json | undefined };

export class JsonShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path}: expected ${expected}`);
    this.name = 'JsonShapeError';
  }
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: JsonReader<string> = (value, path) => {
  if (typeof value !== 'string') throw new JsonShapeError(path, 'a string');
  return value;
};

export const number: JsonReader<number> = (value, path) => {
  if (typeof value !== 'number') throw new JsonShapeError(path, 'a number');
  return value;
};

export const boolean: JsonReader<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new JsonShapeError(path, 'true or false');
  return value;
};

/** Any JSON object, kept as it is (free-form data such as a line's options). */
export const jsonObject: JsonReader<JsonObject> = (value, path) => {
  if (!isObject(value)) throw new JsonShapeError(path, 'an object');
  return value;
};

/** One of the values a check constraint allows (a table's `…Checks` constant of the database types). */
export const oneOf =
  <const T extends string>(allowed: readonly T[]): JsonReader<T> =>
  (value, path) => {
    const found = allowed.find((option) => option === value);
    if (found === undefined) throw new JsonShapeError(path, `one of ${allowed.join(', ')}`);
    return found;
  };

/** null, or a missing key, reads as null. */
export const nullable =
  <T>(read: JsonReader<T>): JsonReader<T | null> =>
  (value, path) =>
    value === null || value === undefined ? null : read(value, path);

/** null, or a missing key, reads as undefined: for a field the type leaves optional. */
export const optional =
  <T>(read: JsonReader<T>): JsonReader<T | undefined> =>
  (value, path) =>
    nullable(read)(value, path) ?? undefined;

export const arrayOf =
  <T>(read: JsonReader<T>): JsonReader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new JsonShapeError(path, 'an array');
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };

/**
 * The fields of a JSON object, each read on demand: `const field = fields(value, 'page')`, then
 * `{ pageSize: field('page_size', number), ... }` builds the typed object, for a reader that renames or
 * derives (an object read as it is declared is a `record`). A missing key reads as undefined.
 */
export function fields(value: Json | undefined, path: string): <T>(key: string, read: JsonReader<T>) => T {
  if (!isObject(value)) throw new JsonShapeError(path, 'an object');
  return (key, read) => read(value[key], `${path}.${key}`);
}

/** A reader for each field of `T`, by key: what `record` reads an object with. */
export type Shape<T> = { [K in keyof T]-?: JsonReader<T[K]> };

/**
 * An object read field by field, each key with its own reader: `record({ id: text, total: number })`
 * reads `{ id, total }` and names the field that breaks the contract (`order.total`). Keys the shape
 * does not name are left out; a missing key reads as undefined (so as null through `nullable`).
 */
export const record =
  <T extends object>(shape: Shape<T>): JsonReader<T> =>
  (value, path) => {
    const field = fields(value, path);
    const read = Object.entries<JsonReader<unknown>>(shape).map(([key, reader]) => [key, field(key, reader)]);
    // Every value has passed the reader its key names in the shape; TypeScript cannot follow a loop over
    // the keys of a mapped type, so the object built from them is named as the type the shape reads.
    return Object.fromEntries(read) as T;
  };
