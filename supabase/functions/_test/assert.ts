/**
 * The few assertions the tests need, without @std/assert (jsr is not reachable from here; only
 * npm is). Deep equality comes from Deno's built-in node:util.
 */
import { inspect, isDeepStrictEqual } from 'node:util';

function fail(message: string | undefined, detail: string): never {
  throw new Error(message ? `${message}: ${detail}` : detail);
}

export function assert(condition: unknown, message?: string): asserts condition {
  if (!condition) fail(message, `expected a truthy value, got ${inspect(condition)}`);
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) {
    fail(
      message,
      `values differ\n  actual:   ${inspect(actual, { depth: 6 })}\n  expected: ${inspect(expected, { depth: 6 })}`,
    );
  }
}

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) fail(message, `${inspect(actual)} does not match ${pattern}`);
}
