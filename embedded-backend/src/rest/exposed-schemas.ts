/**
 * The schemas the REST API exposes: `[api] schemas` of the project's supabase/config.toml, as the
 * Supabase CLI hands them to PostgREST (db-schemas). The first is the default profile; a request
 * names another with Accept-Profile (GET/HEAD) or Content-Profile (other methods).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseToml } from '../auth/toml';

const DEFAULT_SCHEMAS = ['public'];

export function exposedSchemas(projectDir: string): string[] {
  const file = path.join(projectDir, 'supabase/config.toml');
  if (!existsSync(file)) return DEFAULT_SCHEMAS;
  const api = parseToml(readFileSync(file, 'utf8')).api;
  const schemas = api && typeof api === 'object' && !Array.isArray(api) ? api.schemas : undefined;
  if (!Array.isArray(schemas)) return DEFAULT_SCHEMAS;
  const names = schemas.filter((s): s is string => typeof s === 'string' && s !== '');
  return names.length > 0 ? names : DEFAULT_SCHEMAS;
}
