/** Catalog queries behind the schema cache; $1 is the array of exposed schemas. */
const columnsOf = (attrelid: string, attnums: string) =>
  `array(select a.attname::text from unnest(${attnums}) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = ${attrelid} and a.attnum = k.num order by k.ord)`;

export const CATALOG_QUERIES = {
  relations: `
    select c.oid::int as oid, n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`,
  columns: `
    select a.attrelid::int as rel, a.attname::text as name, a.attnum::int as position,
           format_type(a.atttypid, a.atttypmod) as type, t.typname::text as udt,
           t.typcategory::text as category, not a.attnotnull as nullable, a.atthasdef as has_default,
           a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      and a.attnum > 0 and not a.attisdropped`,
  keys: `
    select con.conrelid::int as rel, con.contype::text as kind, ${columnsOf('con.conrelid', 'con.conkey')} as columns
    from pg_constraint con join pg_namespace n on n.oid = con.connamespace
    where n.nspname = any($1) and con.contype in ('p', 'u')`,
  foreignKeys: `
    select con.conname::text as name, n.nspname::text as schema, c.relname::text as table,
           ${columnsOf('con.conrelid', 'con.conkey')} as columns,
           rn.nspname::text as "refSchema", rc.relname::text as "refTable",
           ${columnsOf('con.confrelid', 'con.confkey')} as "refColumns"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
    where con.contype = 'f' and (n.nspname = any($1) or rn.nspname = any($1))
    order by con.conname`,
  functions: `
    select n.nspname::text as schema, p.proname::text as name, p.proretset as returns_set,
           (p.proretset and p.prorows = 1) as single_row,
           p.provolatile::text as volatility, format_type(p.prorettype, null) as return_type,
           rt.typtype::text as return_type_kind,
           case when rt.typrelid <> 0 then (select rc.relname::text from pg_class rc where rc.oid = rt.typrelid) end
             as return_relation,
           coalesce(p.proargnames, '{}')::text[] as arg_names,
           coalesce(p.proconfig, '{}')::text[] as config,
           coalesce(p.proargmodes::text[], '{}')::text[] as arg_modes,
           array(select format_type(x.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                 with ordinality x(t, ord) order by x.ord) as arg_types,
           p.pronargdefaults::int as default_count,
           case when p.pronargs - p.pronargdefaults = 1 then (
             select an.nspname::text || '.' || ac.relname::text from pg_type at
             join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
             where at.oid = p.proargtypes[0] and ac.relkind in ('r', 'p', 'v', 'm', 'f')
           ) end as row_argument
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = any($1) and p.prokind = 'f'`,
  viewColumnUsage: `
    select view_schema::text, view_name::text, table_schema::text, table_name::text, column_name::text
    from information_schema.view_column_usage where view_schema = any($1)`,
  roles: `
    select r.rolname::text as rolname from pg_roles r
    where to_regrole('authenticator') is not null and r.rolname <> 'authenticator'
      and pg_has_role('authenticator', r.oid, 'member')`,
  // What `alter role ... set` gave each role (database-specific entries after role-wide ones, so
  // they win), keeping only settings the role itself may change, as PostgREST does.
  roleSettings: `
    select r.rolname::text as rolname, split_part(c.setting, '=', 1) as name,
           substr(c.setting, strpos(c.setting, '=') + 1) as value
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join lateral unnest(s.setconfig) with ordinality as c(setting, ord)
    left join pg_settings p on p.name = split_part(c.setting, '=', 1)
    where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and coalesce(p.context = 'user', true)
    order by r.rolname, s.setdatabase, c.ord`,
} as const;
