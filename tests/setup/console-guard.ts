/**
 * Console noise is a bug: a test fails when code under test calls console.error or console.warn
 * unexpectedly. A test that expects one replaces the implementation with its own spy, e.g.
 * `vi.spyOn(console, 'error').mockImplementation(() => {})`, and asserts on it.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function installConsoleGuard() {
  let unexpected: string[] = [];
  beforeEach(() => {
    unexpected = [];
    for (const method of ['error', 'warn'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
      });
    }
  });
  afterEach(() => {
    if (unexpected.length > 0) {
      throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
    }
  });
}
