-- The sandboxes' own schema (Resend's accepted e-mails, WhatsApp's messages and webhooks), never
-- exposed by REST. Made here, before the backend serves, because the sandboxes start together: two
-- `create schema if not exists` racing on a real PostgreSQL fail one of them on pg_namespace's key.
-- Runs on every start, so it is idempotent.

create schema if not exists _sandbox;
revoke all on schema _sandbox from public;
