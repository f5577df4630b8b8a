/**
 * The few assertions the tests need, without @std/assert (jsr is not reachable from here; only
 * npm is). node:assert is Deno's built-in Node compatibility module.
 */
import nodeAssert from 'node:assert/strict';

export function assert(condition: unknown, message?: string): asserts condition {
  nodeAssert.ok(condition, message);
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  nodeAssert.deepStrictEqual(actual, expected, message);
}

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  nodeAssert.match(actual, pattern, message);
}
