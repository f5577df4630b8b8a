// Placeholder until `npm run db:types` generates this file from the migrations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = any;
