import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LOCAL_ANON_KEY, LOCAL_API_URL } from '../../embedded-backend/src/config';
import { LOCAL_PREVIEW_ORIGIN, prepareBuildEnv } from '../../scripts/build-env';

const root = path.resolve(import.meta.dirname, '../..');
const NAMES = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_SITE_URL'] as const;

/** An env folder with only the given .env lines, so the repository's own .env (if any) plays no part. */
function envDir(lines: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zellij-env-'));
  writeFileSync(path.join(dir, '.env'), lines.join('\n'));
  return dir;
}

describe('build settings', () => {
  beforeEach(() => {
    for (const name of NAMES) vi.stubEnv(name, undefined);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a deploy build without the Supabase settings, naming each missing variable', () => {
    expect(() => prepareBuildEnv('build', 'production', envDir())).toThrow(
      /needs VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_SITE_URL/,
    );
    const partly = envDir(['VITE_SUPABASE_URL=https://abc.supabase.co', 'VITE_SITE_URL=https://shop.ma']);
    expect(() => prepareBuildEnv('build', 'production', partly)).toThrow(
      /needs VITE_SUPABASE_ANON_KEY:\n {2}VITE_SUPABASE_ANON_KEY: the project's anon/,
    );
    expect(process.env.VITE_SUPABASE_ANON_KEY).toBeUndefined(); // never the demo key
  });

  it('accepts a deploy build whose settings come from .env or the environment', () => {
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'a-real-publishable-key');
    const dir = envDir(['VITE_SUPABASE_URL=https://abc.supabase.co', 'VITE_SITE_URL=https://shop.ma']);
    expect(() => prepareBuildEnv('build', 'production', dir)).not.toThrow();
    expect(process.env.VITE_SUPABASE_ANON_KEY).toBe('a-real-publishable-key');
  });

  it('points the dev server and local builds at the local stack, prerendering for the preview origin', () => {
    prepareBuildEnv('build', 'local-stack', envDir());
    expect(process.env.VITE_SUPABASE_URL).toBe(LOCAL_API_URL);
    expect(process.env.VITE_SUPABASE_ANON_KEY).toBe(LOCAL_ANON_KEY);
    expect(process.env.VITE_SITE_URL).toBe(LOCAL_PREVIEW_ORIGIN);

    vi.unstubAllEnvs();
    for (const name of NAMES) vi.stubEnv(name, undefined);
    prepareBuildEnv('serve', 'development', envDir(['VITE_SUPABASE_URL=http://127.0.0.1:55000']));
    expect(process.env.VITE_SUPABASE_URL).toBeUndefined(); // the .env value wins; Vite reads it there
    expect(process.env.VITE_SUPABASE_ANON_KEY).toBe(LOCAL_ANON_KEY);
    expect(process.env.VITE_SITE_URL).toBeUndefined(); // the dev server uses its own origin
  });

  it('`vite build` without the settings stops before building and says what is missing', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
    ) as NodeJS.ProcessEnv;
    const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', envDir()], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('A production build needs VITE_SUPABASE_URL');
    expect(result.stderr).toContain('npm run build:local');
  });
});
