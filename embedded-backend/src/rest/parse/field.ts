/**
 * A column reference as PostgREST writes it: a name (optionally double-quoted), an optional JSON
 * path (`data->a->>b`) and, in select, an optional cast (`price::text`).
 */
import { parseError } from '../errors';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

const NAME = /^(?:"((?:[^"\\]|\\.)*)"|([^\s"(),:!>.-]+(?:-(?!>)[^\s"(),:!>.-]*)*))/;
const STEP = /^(->>|->)(?:"((?:[^"\\]|\\.)*)"|([^\s"(),:!>-]+))/;

/** Parses a field at the start of `input`; returns it and the unparsed rest. */
export function readField(input: string): { field: Field; rest: string } {
  const nameMatch = NAME.exec(input);
  if (!nameMatch) throw parseError(`"failed to parse" (expected a column name)`, input);
  const name = nameMatch[1] !== undefined ? nameMatch[1].replace(/\\(.)/g, '$1') : nameMatch[2]!;
  let rest = input.slice(nameMatch[0].length);
  const jsonPath: JsonStep[] = [];
  for (let step = STEP.exec(rest); step; step = STEP.exec(rest)) {
    jsonPath.push({ arrow: step[1] as JsonStep['arrow'], key: step[2] ?? step[3]! });
    rest = rest.slice(step[0].length);
  }
  return { field: { name, jsonPath }, rest };
}

/** The key PostgREST gives a field in the output: the last JSON key, else the column name. */
export const outputName = (field: Field) => field.jsonPath.at(-1)?.key ?? field.name;
