import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { icuMessagesPlugin } from './scripts/i18n/messages-plugin.ts';

/**
 * Three projects, run by scripts/test.ts:
 * - unit: providers and screens in jsdom, against one embedded backend started by tests/setup/backend.ts
 * - backend: REST/auth/functions/RLS tests; each file starts the backend it needs
 * - e2e: browser journeys in Chromium against the production build (tests/setup/e2e.ts)
 */
export default defineConfig({
  plugins: [react(), icuMessagesPlugin()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@rules': fileURLToPath(new URL('./supabase/functions/_shared/rules', import.meta.url)),
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts', 'src/testing/load-later-parts.ts'],
          globalSetup: ['tests/setup/backend.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['embedded-backend/tests/**/*.test.ts', 'tests/backend/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          globalSetup: ['tests/setup/e2e.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
