/**
 * The database types, for the app. `npm run db:types` generates them from the migrations into
 * supabase/functions/_shared/database.types.ts, the one copy, which the edge functions import too
 * (Deno cannot import from src/). Change the schema with a migration, never by editing that file.
 */
export * from '../../supabase/functions/_shared/database.types';
