/**
 * Every SQL function in the migrations opens with the same preamble (language, security definer or
 * not, `set search_path = ''`): SQL gives no way to state it once, so each function writes it out.
 * Each migration that writes `private` functions ends by taking PUBLIC's execute on them back. This
 * test is the one place the rules live, and fails for the function that slips through:
 * - a security definer function runs as its owner, so an unpinned search_path would let a caller's
 *   own schema objects stand in for the tables it names;
 * - `private` holds internals that only triggers, checks and other functions call: a visitor may
 *   execute a private function only when it is a trigger function, which cannot be called directly.
 */
import { openSchemaDb, type SqlDb } from './helpers/schema-db';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

interface FunctionFacts {
  name: string;
  security_definer: boolean;
  settings: string[] | null;
  returns_trigger: boolean;
  visitor_may_execute: boolean;
}

/** The project's own functions and procedures (not those of extensions) in the schemas the migrations write. */
async function projectFunctions(schemas: string[]): Promise<FunctionFacts[]> {
  const { rows } = await db.query<FunctionFacts>(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
            p.prosecdef as security_definer,
            p.proconfig as settings,
            p.prorettype = 'trigger'::regtype as returns_trigger,
            has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute') as visitor_may_execute
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any ($1)
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`,
    [schemas],
  );
  return rows;
}

test('every security definer function pins its search_path to the empty path', async () => {
  const definers = (await projectFunctions(['public', 'private', 'site_search'])).filter(
    (fn) => fn.security_definer,
  );
  expect(definers.length).toBeGreaterThan(20);
  const unpinned = definers.filter((fn) => !(fn.settings ?? []).includes('search_path=""'));
  expect(unpinned.map((fn) => fn.name)).toEqual([]);
});

test('visitors can execute no private function except trigger functions', async () => {
  const exposed = (await projectFunctions(['private'])).filter(
    (fn) => fn.visitor_may_execute && !fn.returns_trigger,
  );
  expect(exposed.map((fn) => fn.name)).toEqual([]);
});

test('a trigger function cannot be called directly, so executing one is no way in', async () => {
  await expect(db.query('select private.set_updated_at()')).rejects.toThrow(/trigger/);
});
