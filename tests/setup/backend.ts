import type { TestProject } from 'vitest/node';

/** One in-memory embedded backend with migrations and seed for all component tests. */
export default async function setup(project: TestProject) {
  const { startBackend } = await import('../../embedded-backend/src/server');
  const backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: true });
  project.provide('apiUrl', backend.url);
  return async () => {
    await backend.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}
