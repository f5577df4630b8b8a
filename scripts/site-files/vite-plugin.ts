/**
 * Vite plugin: after a client build, writes sitemap.xml and fits robots.txt/_headers (scripts/sitemap.ts).
 * It runs the script in its own process so the embedded backend it may start is never bundled into
 * Vite's config, and a failure fails the build (a deploy must not ship a wrong sitemap or CSP).
 *
 *   // vite.config.ts
 *   plugins: [react(), siteFilesPlugin()],
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import type { Plugin, ResolvedConfig } from 'vite';

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
      const outDir = path.resolve(config.root, config.build.outDir);
      const tsx = path.join(config.root, 'node_modules/.bin/tsx');
      // config.env holds the VITE_* values from .env files too, which process.env lacks.
      const viteEnv = Object.entries(config.env).filter(
        ([key, value]) => key.startsWith('VITE_') && typeof value === 'string',
      );
      const env = { ...process.env, ...Object.fromEntries(viteEnv) };
      const args = [
        'scripts/sitemap.ts',
        '--out',
        outDir,
        ...(config.logLevel === 'info' ? [] : ['--quiet']),
      ];
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(tsx, args, { cwd: config.root, env, stdio: 'inherit' });
        child.on('error', reject);
        child.on('close', resolve);
      });
      if (code !== 0) throw new Error(`scripts/sitemap.ts exited with ${code}`);
    },
  };
}
