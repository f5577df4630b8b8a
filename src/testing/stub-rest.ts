import { vi } from 'vitest';

/**
 * Answers REST reads of one table from the test instead of the embedded backend, for states the seeded
 * database cannot show (an empty list, a failing server). Every other request still reaches the backend.
 */
export function stubRestTable(table: string, answer: { status: number; body: unknown }) {
  // Chain to an earlier stub's implementation when fetch is already a spy (spying again reuses it).
  const realFetch = vi.isMockFunction(globalThis.fetch)
    ? (vi.mocked(globalThis.fetch).getMockImplementation() ?? globalThis.fetch)
    : globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname === `/rest/v1/${table}`) {
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json', 'Content-Range': '*/0' },
        }),
      );
    }
    return realFetch(input, init);
  });
}
