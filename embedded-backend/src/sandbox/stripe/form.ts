/**
 * Stripe's form encoding: `line_items[0][price]=price_1&metadata[user]=u&expand[]=x` into nested
 * objects and arrays, as the API decodes both request bodies and GET query strings.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1]!);
  return path;
}

/** Objects whose keys are all 0..n-1 (or '' appends) become arrays. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arraysFromIndexes(value[key]!);
  const isList = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  if (!isList) return value;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]!);
}

export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  let appendIndex = 0;
  for (const [rawKey, value] of params) {
    const path = keyPath(rawKey);
    let node: FormObject = root;
    path.forEach((segment, i) => {
      // `a[]=x` appends: give each one its own numeric index.
      const key = segment === '' ? String(1_000_000 + appendIndex++) : segment;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function list(value: FormValue | undefined): FormValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
