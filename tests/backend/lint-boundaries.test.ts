import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');

/** The rule ids `npm run lint` reports, per file. */
async function lintRules(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = path.join(root, 'src/features/zz-lint-probe');
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const results = await new ESLint({ cwd: root }).lintFiles(
      Object.keys(files).map((name) => path.join(dir, name)),
    );
    return Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => message.ruleId ?? message.message),
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('lint carries the architecture', () => {
  it("refuses another feature's internals, by alias or by relative path, and allows its index.ts", async () => {
    const rules = await lintRules({
      'deep-alias.ts': "export { CartSummary } from '@/features/cart/components/cart-summary';\n",
      'deep-relative.ts': "export { CartSummary } from '../cart/components/cart-summary';\n",
      'entry.ts': "export { useCart } from '@/features/cart';\n",
    });
    expect(rules['deep-alias.ts']).toContain('no-restricted-imports');
    expect(rules['deep-relative.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(rules['entry.ts']).toEqual([]);
  });

  it('keeps the invoice PDF renderer and its libraries out of the app', async () => {
    const rules = await lintRules({
      'renderer.ts': "export { renderInvoice } from '../../../supabase/functions/_shared/invoices/render';\n",
      'library.ts': "export { default as PDFDocument } from 'pdfkit';\n",
    });
    expect(rules['renderer.ts']).toContain('import-x/no-restricted-paths');
    expect(rules['library.ts']).toContain('no-restricted-imports');
  });

  it('refuses an import cycle', async () => {
    const rules = await lintRules({
      'first.ts': "import { second } from './second';\nexport const first = () => second;\n",
      'second.ts': "import { first } from './first';\nexport const second = String(first);\n",
    });
    expect(rules['first.ts']).toContain('import-x/no-cycle');
  });
});
