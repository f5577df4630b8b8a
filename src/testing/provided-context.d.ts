// tests/setup/backend.ts provides the embedded backend's URL and service key to component tests; that file is outside
// the app's tsconfig, so its declaration is repeated here for the test helpers under src/.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    serviceRoleKey: string;
  }
}
