/** gen-types: the `supabase gen types typescript` format, from a fixture schema. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../src/db/index';
import { REPO_ROOT } from '../src/server';
import { generateTypes } from '../src/gen-types';
import type { Db } from '../src/types';
import { makeProjectDir } from './rest-fixture';

const SCHEMA = `
create type public.order_status as enum ('new', 'paid', 'shipped');
create type public.money as (amount numeric, currency text);
create table public.customers (
  id bigint generated always as identity primary key,
  name text not null,
  nickname varchar(20),
  tags text[] not null default '{}',
  meta jsonb,
  joined timestamptz not null default now()
);
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  customer_id bigint not null references public.customers (id),
  status public.order_status not null default 'new',
  total numeric(10,2) not null
);
create table public.notes (
  id int primary key,
  kind text not null constraint notes_kind_valid check (kind in ('tip', 'it''s')),
  mood text check (mood is null or mood = 'calm'),
  code varchar(3) check (code in ('x', 'y')),
  size text check (length(size) < 5)
);
create table public.profiles (customer_id bigint primary key references public.customers (id), bio text);
create view public.paid_orders as select id, customer_id, total from public.orders where status = 'paid';
create view public.order_totals as select customer_id, sum(total) as total from public.orders group by customer_id;
create function public.add(a int, b int default 1) returns int language sql as 'select a + b';
create function public.customer_orders(customer bigint) returns setof public.orders language sql as 'select * from public.orders where customer_id = customer';
create function public.status_counts() returns table (status public.order_status, n bigint) language sql as 'select status, count(*) from public.orders group by 1';
create function public.touch() returns void language sql as 'select 1';
create table public.rated (id int primary key, stars int);
create function public.stars_label(public.rated) returns text language sql as 'select $1.stars || ''*''';
`;

let db: Db;
let output: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const projectDir = makeProjectDir(SCHEMA, '');
  const { opened } = await openMigratedDatabase({
    dataDir: null,
    cacheDir: path.join(REPO_ROOT, '.data/cache'),
    sources: {
      bootstrapDir: fileURLToPath(new URL('../sql/', import.meta.url)),
      migrationsDir: path.join(projectDir, 'supabase/migrations'),
      seedFile: '',
    },
  });
  db = opened.db;
  close = () => opened.db.close();
  output = await generateTypes(db, { prettierOptions: { singleQuote: false, semi: false, printWidth: 100 } });
});
afterAll(async () => {
  await close?.();
});

const section = (start: string) => output.slice(output.indexOf(start));

describe('generateTypes', () => {
  it('writes Row, Insert and Update types with nullability, defaults and identity columns', () => {
    expect(section('customers: {')).toContain(`Row: {
          id: number
          joined: string
          meta: Json | null
          name: string
          nickname: string | null
          tags: string[]
        }
        Insert: {
          id?: never
          joined?: string
          meta?: Json | null
          name: string
          nickname?: string | null
          tags?: string[]
        }`);
    expect(section('orders: {')).toContain(`status: Database["public"]["Enums"]["order_status"]`);
  });

  it('puts a computed field (a function of the row alone) in its Row, as postgres-meta does', () => {
    expect(section('rated: {')).toContain(`Row: {
          id: number
          stars: number | null
          stars_label: string | null
        }`);
    expect(section('rated: {')).toMatch(/Insert: \{\s+id: number\s+stars\?: number \| null\s+\}/);
  });

  it('types a text column held to a list by its check constraint as the union of that list', () => {
    expect(section('notes: {')).toContain(`Row: {
          code: string | null
          id: number
          kind: "tip" | "it's"
          mood: "calm" | null
          size: string | null
        }`);
    expect(section('notes: {')).toMatch(/Insert: \{[^}]*kind: "tip" \| "it's"\s+mood\?: "calm" \| null/);
    expect(section('export const NotesChecks')).toMatch(
      /NotesChecks = \{\s+kind: \["tip", "it's"\],\s+mood: \["calm"\],?\s+\} as const/,
    );
    expect(section('export const Constants')).toMatch(/Checks: \{\s+notes: NotesChecks,?\s+\}/);
  });

  it('lists relationships, with one-to-one detection', () => {
    expect(section('profiles: {')).toContain(`Relationships: [
          {
            foreignKeyName: "profiles_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: true
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]`);
    expect(section('orders: {')).toContain('isOneToOne: false');
  });

  it('types views, functions, enums and composite types', () => {
    expect(section('Views: {')).toContain('paid_orders: {');
    expect(section('paid_orders: {')).toMatch(/Insert: \{\s+customer_id\?: number \| null/);
    expect(section('order_totals: {')).not.toMatch(/^\s+Insert:[\s\S]*?Relationships/);
    expect(output).toContain('add: { Args: { a: number; b?: number }; Returns: number }');
    expect(output).toMatch(
      /customer_orders: \{\s+Args: \{ customer: number \}\s+Returns: \{[\s\S]*?status: Database\["public"\]\["Enums"\]\["order_status"\][\s\S]*?\}\[\]/,
    );
    expect(output).toContain('touch: { Args: never; Returns: undefined }');
    expect(output).toContain('order_status: "new" | "paid" | "shipped"');
    expect(output).toMatch(/money: \{\s*amount: number \| null;?\s+currency: string \| null\s*\}/);
    expect(output).toMatch(
      /Constants = \{\s+public: \{\s+Enums: \{\s+order_status: \["new", "paid", "shipped"\]/,
    );
    expect(output).toContain('PostgrestVersion: "13.0.5"');
    expect(output).toContain('export type TablesInsert<');
  });

  it('is stable under prettier and valid TypeScript', async () => {
    const options = { parser: 'typescript', singleQuote: false, semi: false, printWidth: 100 } as const;
    expect(await prettier.format(output, options)).toBe(output);
    const file = 'database.types.ts';
    const host = ts.createCompilerHost({ strict: true, noEmit: true });
    const readFile = host.readFile.bind(host);
    host.readFile = (name) =>
      name === file ? `${output}\nexport const sample: Tables<"orders"> = null!\n` : readFile(name);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram(
      [file],
      { strict: true, noEmit: true, skipLibCheck: true, types: [] },
      host,
    );
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
