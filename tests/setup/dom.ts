import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';

import { LOCAL_ANON_KEY } from '../../embedded-backend/src/config';
import { installConsoleGuard } from './console-guard';

// Point the app's one Supabase client at the backend started by tests/setup/backend.ts.
vi.stubEnv('VITE_SUPABASE_URL', inject('apiUrl'));
vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY);

installConsoleGuard();

// jsdom lays nothing out and cannot scroll: its scrollTo only prints "Not implemented", once per
// navigation of the router's ScrollRestoration. Where nothing can scroll, scrolling is doing nothing.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
// Nor does it draw: its canvas has no context (it would print "Not implemented" for asking), as in a
// browser with canvas switched off. The dashboard's chart then leaves its figures to the table.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  writable: true,
  value: () => null,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
