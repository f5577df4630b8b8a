/** Function configuration comes from env (hosted: project secrets; locally: the runtime's defaults). */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const optionalEnv = (name: string): string | undefined => Deno.env.get(name) || undefined;

/** A comma-separated setting (as hosted Auth reads its URI allow-list), empty when unset. */
export const listEnv = (name: string): string[] =>
  (optionalEnv(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole-number setting, or undefined when unset (the database's default applies then). */
export function wholeNumberEnv(name: string): number | undefined {
  const value = optionalEnv(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1`);
  return number;
}
