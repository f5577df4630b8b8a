import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../embedded-backend/src/config';

/**
 * Two promises the repository makes to the next engineer: the local stack's demo keys live in one file
 * (so nothing else can ship them by accident), and every "SPEC §n" a comment cites names a section that
 * exists in docs/spec/SPEC.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const trackedTextFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) =>
    /\.(ts|tsx|js|mjs|cjs|json|sql|md|toml|html|example|txt|yml|yaml)$|^\.env/.test(path.basename(file)),
  )
  .filter((file) => file !== 'package-lock.json' && !file.endsWith('deno.lock'));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('repository hygiene', () => {
  it('keeps the demo JWT secret and keys in embedded-backend/src/config.ts only', () => {
    // The JWT secret and the signatures of the two keys: a copy anywhere else is a copy of the key.
    const secrets = [
      LOCAL_JWT_SECRET,
      ...[LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY].map((key) => key.split('.')[2]!),
    ];
    const holders = trackedTextFiles.filter((file) => secrets.some((secret) => read(file).includes(secret)));
    expect(holders).toEqual(['embedded-backend/src/config.ts']);
  });

  it('cites only sections that exist in docs/spec/SPEC.md', () => {
    const sections = new Set(
      [...read('docs/spec/SPEC.md').matchAll(/^## (\d+)\./gm)].map((match) => match[1]),
    );
    const dangling = trackedTextFiles.flatMap((file) =>
      [...read(file).matchAll(/SPEC §(\d+)/g)]
        .filter((match) => !sections.has(match[1]))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(sections.size).toBeGreaterThan(5);
    expect(dangling).toEqual([]);
  });
});
