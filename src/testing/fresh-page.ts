import { vi } from 'vitest';

/**
 * Starts a fresh page for the modules imported after it (vi.resetModules: src/lib/supabase.ts with no
 * client loaded yet) and counts how often that page loads supabase-js. Undo with
 * `vi.doUnmock('@supabase/supabase-js')` after each test.
 */
export function freshPageCountingSupabaseJs(): { count: number } {
  vi.resetModules();
  const loads = { count: 0 };
  vi.doMock('@supabase/supabase-js', async (importOriginal) => {
    loads.count++;
    return importOriginal();
  });
  return loads;
}
