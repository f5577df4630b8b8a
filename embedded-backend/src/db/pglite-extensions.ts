/**
 * The contrib extensions the migrations create (the site search uses pg_trgm and unaccent; hosted
 * Supabase has both in the `extensions` schema). PGlite loads an extension's code only when it is
 * listed here at start, including for a database restored from a dump that already has them.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };
