-- The catalog scripts/compare-migrations.ts compares beside pg_dump, one row per object.
select 'function', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), p.proacl::text,
       p.proconfig::text, p.prosecdef, md5(pg_get_functiondef(p.oid)), obj_description(p.oid, 'pg_proc')
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname in ('public', 'private', 'site_search') and p.prokind <> 'a'
order by 2, 3, 4;

select 'relation', n.nspname, c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity, c.relacl::text,
       obj_description(c.oid, 'pg_class')
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname in ('public', 'private', 'site_search')
order by 2, 3;

select 'column', c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       a.attgenerated, pg_get_expr(d.adbin, d.adrelid), a.attacl::text, col_description(c.oid, a.attnum)
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where n.nspname in ('public', 'private', 'site_search') and a.attnum > 0 and not a.attisdropped
  and c.relkind in ('r', 'v', 'm')
order by 2, 3;

select 'policy', schemaname, tablename, policyname, permissive, roles::text, cmd, qual, with_check
from pg_policies
order by 2, 3, 4;

select 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid), obj_description(oid, 'pg_constraint')
from pg_constraint
where connamespace::regnamespace::text in ('public', 'private', 'site_search')
order by 2, 3;

select 'trigger', tgrelid::regclass::text, tgname, pg_get_triggerdef(oid)
from pg_trigger
where not tgisinternal
order by 2, 3;

select 'index', schemaname, tablename, indexname, indexdef
from pg_indexes
where schemaname in ('public', 'private', 'site_search')
order by 2, 3, 4;

select 'schema', nspname, nspacl::text
from pg_namespace
where nspname in ('public', 'private', 'site_search', 'extensions')
order by 2;

select 'extension', extname, extnamespace::regnamespace::text
from pg_extension
order by 2;

select 'role setting', r.rolname, s.setconfig::text
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
order by 2;

select 'synonyms', terms::text, note, term_stems::text, term_stems_fr::text, term_stems_ar::text
from public.search_synonyms
order by 2;

select 'mail text', kind, part, locale, message
from public.mail_texts
order by 2, 3, 4;

select 'lexicon', word
from site_search.lexicon
order by 2;
