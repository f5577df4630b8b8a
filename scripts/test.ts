/**
 * `npm test`: every suite, in an order that fails fast and keeps two cores busy without thrashing.
 * Ends with the one summary line CI reads: `N passed, N failed` (plus `, N skipped`).
 *
 *   npm test                 all suites
 *   npm test -- unit backend only some (typecheck, lint, unit, backend, postgres, deno, e2e)
 *
 * The postgres suite runs the REST, Auth, functions, RLS and ordering tests once more against a real
 * PostgreSQL (the machine's own server binaries, a throw-away cluster), so nothing passes only on
 * PGlite: every backend those tests start gets a fresh database there (ZELLIJ_TEST_POSTGRES,
 * embedded-backend/src/db/scratch-postgres.ts).
 *
 * The deno suite lints and type-checks every edge function and _shared with the functions' own
 * deno.json (the app's tsc and eslint do not see supabase/functions), then runs their tests.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SCRATCH_POSTGRES_ENV } from '../embedded-backend/src/db/scratch-postgres';
import { startRealPostgres } from '../tests/backend/helpers/real-postgres';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const resultsDir = path.join(root, 'node_modules/.test-results');
mkdirSync(resultsDir, { recursive: true });

/**
 * What failed, listed again just before the summary line: CI keeps only the end of a long log, and a count
 * without a name sends the reader back to a run they cannot see.
 */
const failures: string[] = [];

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const forward = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => forward(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => forward(chunk, process.stderr));
    child.on('close', (code, signal) => {
      if (signal) console.log(`(${path.basename(command)} ended by ${signal})`);
      resolve({ code: code ?? 1, output: signal ? `${output}\n[ended by ${signal}]` : output });
    });
  });
}

/** A check that is not a test runner counts as one test: it passed or it failed. */
async function check(name: string, command: string, args: string[]): Promise<Counts> {
  console.log(`\n▶ ${name}`);
  const { code } = await run(command, args);
  console.log(code === 0 ? `✓ ${name}` : `✗ ${name} (exit ${code})`);
  if (code !== 0) failures.push(`${name}: exit ${code}`);
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

interface VitestRun {
  /** Names the run in the log and its report file (default: the project). */
  label?: string;
  /** Only test files whose path contains one of these. */
  files?: string[];
  env?: NodeJS.ProcessEnv;
}

async function vitest(project: string, options: VitestRun = {}): Promise<Counts> {
  const label = options.label ?? project;
  console.log(`\n▶ vitest ${label}`);
  const outputFile = path.join(resultsDir, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(outputFile, { force: true });
  const { code } = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      ...(options.files ?? []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    options.env,
  );
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
      numTotalTests: number;
      testResults: {
        name: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
      }[];
    };
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        const reason = test.failureMessages[0]?.split('\n')[0] ?? '';
        failures.push(`${label}: ${where} › ${test.fullName}\n    ${reason.slice(0, 300)}`);
      }
      if (failedTests.length === 0 && file.message) {
        failures.push(`${label}: ${where}\n    ${file.message.split('\n')[0]!.slice(0, 300)}`);
      }
    }
    // A file that fails to load has no tests to count, yet it is a failure.
    const failed = report.numFailedTests + (report.numFailedTests === 0 && code !== 0 ? 1 : 0);
    if (report.numTotalTests === 0 && code === 0) console.log(`(no ${project} tests)`);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
  } catch {
    failures.push(`${label}: no report (exit ${code})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

async function denoTests(retried = false): Promise<Counts> {
  console.log('\n▶ deno test supabase/functions');
  const { code, output } = await run(
    bin('deno'),
    ['test', '--allow-all', '--no-prompt', 'supabase/functions'],
    {
      NO_COLOR: '1',
    },
  );
  const summary =
    /(ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed(?: \(\d+ steps?\))?(?: \| (\d+) ignored)?/.exec(
      output,
    );
  if (!summary) {
    if (/No test modules found/.test(output)) return { passed: 0, failed: 0, skipped: 0 };
    failures.push(`deno test: no summary (exit ${code})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  // Every test passed but the runtime died on the way out (seen once under load, by a signal): run
  // the suite once more rather than report a failure no test made; a second death still counts.
  if (code !== 0 && Number(summary[3]) === 0 && /\[ended by SIG/.test(output) && !retried) {
    return denoTests(true);
  }
  const failed = Number(summary[3]) + (code !== 0 && Number(summary[3]) === 0 ? 1 : 0);
  if (code !== 0) console.log(`deno test exited with code ${code}`);
  for (const match of output.matchAll(/^(.+?) => (\S+)$/gm)) failures.push(`deno: ${match[2]} › ${match[1]}`);
  if (failed > 0 && !/ => /.test(output)) failures.push(`deno test: exit ${code}`);
  return { passed: Number(summary[2]), failed, skipped: Number(summary[4] ?? 0) };
}

/** The suites that must hold on a real PostgreSQL too: the API surface, security and ordering. */
const ON_POSTGRES = [
  'embedded-backend/tests/rest-',
  'embedded-backend/tests/auth-',
  'embedded-backend/tests/functions-',
  'tests/backend/rls-',
  'tests/backend/place-order',
  'tests/backend/orders-api',
  'tests/backend/order-lifecycle-api',
  'tests/backend/checkout-variants',
  'tests/backend/promotions',
  'tests/backend/refunds',
  'tests/backend/returns',
  'tests/backend/return-photos',
  'tests/backend/cod-',
  'embedded-backend/tests/storage-objects',
  'tests/backend/invoices-sql',
  'tests/backend/invoice-function',
  'tests/backend/invoice-export-function',
  'tests/backend/orders-export-function',
  'tests/backend/whatsapp-sql',
  'tests/backend/search-synonym-prefixes',
  'tests/backend/owner-dashboard-sql',
  'tests/backend/owner-dashboard-api',
  'tests/backend/owner-order-lists-sql',
  'tests/backend/reviews-',
  'tests/backend/server-bag',
  'tests/backend/bag-reminder-sql',
];

async function postgres(): Promise<Counts> {
  const server = await startRealPostgres();
  if (!server) {
    console.log('\n✗ backend on PostgreSQL: no PostgreSQL server binaries (.ci/run installs postgresql)');
    return { passed: 0, failed: 1, skipped: 0 };
  }
  try {
    return await vitest('backend', {
      label: 'backend on PostgreSQL',
      files: ON_POSTGRES,
      env: { [SCRATCH_POSTGRES_ENV]: server.url },
    });
  } finally {
    server.stop();
  }
}

const FUNCTIONS_CONFIG = ['--config', 'supabase/functions/deno.json', 'supabase/functions'];

const add = (a: Counts, b: Counts): Counts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});

async function deno(): Promise<Counts> {
  const lint = await check('deno lint', bin('deno'), ['lint', ...FUNCTIONS_CONFIG]);
  const types = await check('deno check', bin('deno'), ['check', '--quiet', ...FUNCTIONS_CONFIG]);
  return add(add(lint, types), await denoTests());
}

const suites: Record<string, () => Promise<Counts>> = {
  typecheck: () => check('typecheck', bin('tsc'), ['-b']),
  lint: () => check('lint', bin('eslint'), ['.', '--max-warnings', '0']),
  unit: () => vitest('unit'),
  backend: () => vitest('backend'),
  postgres,
  deno,
  e2e: () => vitest('e2e'),
};

const requested = process.argv.slice(2).filter((arg) => arg in suites);
const selected = requested.length > 0 ? requested : Object.keys(suites);
const started = Date.now();
let total: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];
for (const name of selected) {
  const suiteStarted = Date.now();
  total = add(total, await suites[name]!());
  timings.push(`${name} ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
// Per suite, so a slow stage shows in CI's log (the whole run must stay well inside CI's limit).
console.log(`\nTimes: ${timings.join(', ')}`);
console.log(`\nSuites: ${selected.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
