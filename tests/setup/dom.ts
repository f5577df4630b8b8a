import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';

import { installConsoleGuard } from './console-guard';

// Point the app's one Supabase client at the backend started by tests/setup/backend.ts.
vi.stubEnv('VITE_SUPABASE_URL', inject('apiUrl'));

installConsoleGuard();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
