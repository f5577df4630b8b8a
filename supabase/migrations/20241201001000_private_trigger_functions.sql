-- Trigger functions are internals, not API: move them out of the exposed `public` schema so the API
-- (and the generated types) list only shipping_for, get_order and place_order. Triggers refer to
-- their function by oid, so they keep firing unchanged; visitors need no usage on `private`.
alter function public.set_updated_at() set schema private;
alter function public.products_sync_in_stock() set schema private;
alter function public.saved_items_check_item_exists() set schema private;
alter function public.saved_items_forget_deleted() set schema private;
alter function public.newsletter_subscribers_skip_repeat() set schema private;
