/**
 * `npm run perf -- --js-only`: the JavaScript budgets alone, from a build's Vite manifest. No backend,
 * no prerender and no browser, so it takes seconds and gives the same numbers on any machine: run it
 * after any change to imports, chunking or dependencies. Exits 1 when a route is over budget.
 */
import path from 'node:path';

import { LOCALES } from '../../supabase/functions/_shared/rules/locales';
import { BUDGETS, bundleMisses } from './budgets';
import { readManifest, routeBundle } from './bundle-size';
import { API_CLIENT_MODULE, measuredRoutes, SHELL_MODULES } from './routes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Route paths need no real slugs or visitor here: only each route's modules are read. */
const PLACEHOLDER_SLUGS = { product: '{slug}', collection: '{slug}', recipe: '{slug}', ritual: '{slug}' };
const PLACEHOLDER_VISITOR = { bag: {}, member: {}, orderId: '{id}' };

export async function checkJsBudgets(root: string, outDir: string, build: boolean): Promise<string[]> {
  if (build) {
    console.log(`building into ${path.relative(root, outDir)} ...`);
    // Bundles do not depend on which backend the build talks to: the local stack's settings will do.
    process.env.ZELLIJ_SKIP_SITE_FILES = '1';
    const { build: viteBuild } = await import('vite');
    await viteBuild({
      root,
      mode: 'local-stack',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  }
  const manifest = readManifest(outDir);
  const routes = measuredRoutes(PLACEHOLDER_SLUGS, PLACEHOLDER_VISITOR);
  // Every route in every language: a French or Arabic page also loads its strings before it renders.
  const results = routes.map((route) =>
    LOCALES.map((locale) => ({
      name: locale === 'en' ? route.name : `/${locale}${route.name}`,
      ...routeBundle(
        outDir,
        manifest,
        SHELL_MODULES,
        route.module,
        route.apiBeforeUsable ? [API_CLIENT_MODULE] : [],
        locale,
      ),
    })),
  );
  const width = Math.max(...routes.map((r) => r.name.length));
  console.log(`\nInitial JavaScript per route (gzip -9; budget ${kb(BUDGETS.initialJsMaxGzip)}):\n`);
  console.log(`  ${''.padEnd(width)}  ${LOCALES.map((l) => l.padStart(9)).join('  ')}`);
  for (const [i, route] of routes.entries()) {
    const sizes = results[i]!.map((r) => kb(r.initialJsGzip).padStart(9)).join('  ');
    console.log(`  ${route.name.padEnd(width)}  ${sizes}`);
  }
  return bundleMisses(results.flat());
}
