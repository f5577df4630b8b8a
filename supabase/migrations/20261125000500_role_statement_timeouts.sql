-- Bound what one API request may cost: a visitor's statement is cancelled after 3 s (anon) or 8 s
-- (signed in), answered by PostgREST as 57014 with status 500. These are hosted Supabase's own
-- defaults, written down so that every database this project runs on, the local one included,
-- refuses a runaway query the same way. service_role stays unbounded (server-side jobs).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- PostgREST reads role settings when its configuration is reloaded.
notify pgrst, 'reload config';
