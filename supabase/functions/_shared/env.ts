/** Function configuration comes from env (hosted: project secrets; locally: the runtime's defaults). */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const optionalEnv = (name: string): string | undefined => Deno.env.get(name) || undefined;
