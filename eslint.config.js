import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature reaches another only through its public entry (index.ts), however the import is spelled
 * (alias or relative path): one zone per feature forbids every other feature's files but that entry.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another feature through its index.ts only.',
}));

/**
 * The invoice PDFs are rendered by the edge functions: the renderer (by path), its PDF library and
 * fonts, and the PDF reader the tests use (by package name) never reach the browser bundle.
 */
const PDF_MESSAGE =
  'Invoice PDFs are made by the invoice edge functions; the app links to them, it never renders one.';
const serverOnly = [{ target: './src', from: './supabase/functions/_shared/invoices', message: PDF_MESSAGE }];
const pdfLibraries = {
  group: ['pdfkit', 'pdfkit/*', 'fontkit', 'pdfjs-dist', 'pdfjs-dist/*'],
  message: PDF_MESSAGE,
};

export default tseslint.config(
  { ignores: ['dist', '.data', 'node_modules', 'supabase/functions'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      '@tanstack/query': pluginQuery,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['handle'] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles, and the feature boundaries above, whatever the import path looks like.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries, ...serverOnly] }],
    },
  },
  {
    // The rest of src (app, main, types): the blocks below repeat pdfLibraries for their files, since a
    // later block's options replace this one's.
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pdfLibraries] }] },
  },
  {
    // Features talk to each other only through their public entry (index.ts), and shared code never
    // reaches into features: shared -> features -> app.
    files: ['src/components/**', 'src/lib/**', 'src/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code must not depend on features or the app.',
            },
            pdfLibraries,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '@/app/*'],
              message: 'Import another feature through its index.ts only.',
            },
            pdfLibraries,
          ],
        },
      ],
    },
  },
);
