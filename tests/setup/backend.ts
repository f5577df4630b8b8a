import type { TestProject } from 'vitest/node';

import { LIFT_COD_LIMITS } from './shared-backend-limits';

/** One in-memory embedded backend with migrations and seed for all component tests. */
export default async function setup(project: TestProject) {
  const { startBackend } = await import('../../embedded-backend/src/server');
  const { LOCAL_SERVICE_ROLE_KEY } = await import('../../embedded-backend/src/config');
  const backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: true });
  await backend.db.query(LIFT_COD_LIMITS);
  project.provide('apiUrl', backend.url);
  // The demo service key lives only in embedded-backend/src/config.ts; component tests get it from here.
  project.provide('serviceRoleKey', LOCAL_SERVICE_ROLE_KEY);
  return async () => {
    await backend.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    serviceRoleKey: string;
  }
}
