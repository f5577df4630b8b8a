/**
 * Vite plugin: after a client build, writes sitemap.xml, fits robots.txt/_headers and prerenders the
 * public pages (scripts/sitemap.ts --prerender).
 * It runs the script in its own process so the embedded backend it may start is never bundled into
 * Vite's config, and a failure fails the build (a deploy must not ship a wrong sitemap or CSP).
 *
 *   // vite.config.ts
 *   plugins: [react(), siteFilesPlugin()],
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import type { Plugin, ResolvedConfig } from 'vite';

import { isLocalStack } from '../build-env.ts';

/**
 * Runs scripts/sitemap.ts with --prerender on a built directory, in its own process with React's
 * production build. `env` carries the VITE_* values the client was built with.
 */
export async function runSiteFilesScript(
  root: string,
  outDir: string,
  env: Record<string, string | undefined>,
  quiet: boolean,
  demoContent = false,
): Promise<void> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const args = [
    'scripts/sitemap.ts',
    '--out',
    outDir,
    '--prerender',
    ...(quiet ? ['--quiet'] : []),
    ...(demoContent ? ['--demo-content'] : []),
  ];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(tsx, args, {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`scripts/sitemap.ts exited with ${code}`);
}

export function siteFilesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'zellij-site-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr || process.env.ZELLIJ_SKIP_SITE_FILES === '1') return;
      // config.env holds the VITE_* values from .env files too, which process.env lacks.
      const viteEnv = Object.entries(config.env).filter(
        ([key, value]) => key.startsWith('VITE_') && typeof value === 'string',
      );
      await runSiteFilesScript(
        config.root,
        path.resolve(config.root, config.build.outDir),
        Object.fromEntries(viteEnv) as Record<string, string>,
        config.logLevel !== 'info',
        // A local build prerenders the demo content, with or without a running `npm run dev`.
        isLocalStack('build', config.mode),
      );
    },
  };
}
