/**
 * A function's arguments from a pg_proc row as both catalog readers select it (arg_names, arg_modes,
 * arg_types, default_count: the REST schema cache and the type generator), with which ones a caller
 * may leave out.
 */

export interface FunctionArg {
  name: string;
  type: string;
  /** i: in, o: out, b: inout, v: variadic, t: table column */
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  hasDefault: boolean;
}

/** The arguments a caller passes (in, inout, variadic); out and table columns are what comes back. */
export const isInputMode = (mode: string) => mode === 'i' || mode === 'b' || mode === 'v';

export function functionArgs(row: Record<string, unknown>): FunctionArg[] {
  const names = row.arg_names as string[];
  // Empty when every argument is `in` (pg_proc leaves proargmodes null then).
  const modes = row.arg_modes as string[];
  const types = row.arg_types as string[];
  const modeOf = (i: number) => (modes[i] ?? 'i') as FunctionArg['mode'];
  // Postgres keeps defaults for the last pronargdefaults input arguments only.
  const firstDefault = types.filter((_, i) => isInputMode(modeOf(i))).length - (row.default_count as number);
  let inputIndex = 0;
  return types.map((type, i) => {
    const mode = modeOf(i);
    const hasDefault = isInputMode(mode) && inputIndex++ >= firstDefault;
    return { name: names[i] ?? '', type, mode, hasDefault };
  });
}
