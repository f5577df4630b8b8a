/**
 * supabase/functions/_shared/database.types.ts is generated from the migrations and never edited by
 * hand; it is the one copy (the app re-exports it from src/types/database.types.ts). This fails as soon
 * as a migration changes the schema without `npm run db:types`, or the file is edited.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateProjectTypes, TYPES_FILE } from '../../embedded-backend/src/gen-types';
import * as appTypes from '../../src/types/database.types';
import * as generatedTypes from '../../supabase/functions/_shared/database.types';

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

it('writes one file, where the edge functions can import it', () => {
  expect(path.relative(root, TYPES_FILE)).toBe('supabase/functions/_shared/database.types.ts');
});

it('matches the migrations (run npm run db:types)', async () => {
  const generated = await generateProjectTypes(root);
  expect(firstDifference(generated, readFileSync(TYPES_FILE, 'utf8'))).toBeNull();
});

it('gives the app the generated module itself, not a copy of it', () => {
  expect(appTypes.Constants).toBe(generatedTypes.Constants);
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
    expect(firstDifference(generated, readFileSync(TYPES_FILE, 'utf8'))).not.toBeNull();
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
