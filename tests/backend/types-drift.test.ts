/**
 * src/types/database.types.ts (the app's) and supabase/functions/_shared/database.types.ts (the edge
 * functions') are generated from the migrations and never edited by hand: this fails as soon as a
 * migration changes the schema without `npm run db:types`, or either copy is edited or left behind.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateProjectTypes, TYPES_FILES } from '../../embedded-backend/src/gen-types';

const root = path.resolve(import.meta.dirname, '../..');

/** The first line where two texts differ, so a failure says what drifted without a 600-line diff. */
function firstDifference(expected: string, actual: string): string | null {
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i])
      return `line ${i + 1}: generated ${JSON.stringify(a[i])}, committed ${JSON.stringify(b[i])}`;
  }
  return null;
}

const copies = TYPES_FILES.map((file) => path.relative(root, file));

it('writes a copy for the app and one for the edge functions', () => {
  expect(copies).toEqual(['src/types/database.types.ts', 'supabase/functions/_shared/database.types.ts']);
});

it.each(copies)('%s matches the migrations (run npm run db:types)', async (copy) => {
  const generated = await generateProjectTypes(root);
  expect(firstDifference(generated, readFileSync(path.join(root, copy), 'utf8'))).toBeNull();
});

it('notices a migration that changes the schema', async () => {
  const project = mkdtempSync(path.join(tmpdir(), 'zellij-types-'));
  try {
    cpSync(path.join(root, 'supabase/migrations'), path.join(project, 'supabase/migrations'), {
      recursive: true,
    });
    writeFileSync(
      path.join(project, 'supabase/migrations/99999999999999_drift.sql'),
      'alter table public.products add column drift_probe text;',
    );
    const generated = await generateProjectTypes(project);
    expect(generated).toContain('drift_probe');
    for (const copy of copies)
      expect(firstDifference(generated, readFileSync(path.join(root, copy), 'utf8'))).not.toBeNull();
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
