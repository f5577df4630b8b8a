-- The documents of an order, for its page: which invoice and credit notes exist, so the page can offer
-- them for download (the PDF itself comes from the invoice function, which checks access again).
--
-- The rule is get_order's: the order's signed-in customer, anyone holding the link of a guest order,
-- and the shop owner. The invoices table's own policies let only signed-in customers and the owner read
-- it, so a guest's order page asks here. `waiting` says the order is paid but its invoice is not issued
-- yet (the shop's settings lack a legal field): the page says it is being prepared, without naming the
-- shop's missing paperwork to a customer.

create function public.get_order_documents(p_order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
          'number', i.number, 'kind', i.kind, 'issued_at', i.issued_at, 'refers_to', i.refers_to,
          'total_ttc', i.total_ttc)
        order by i.issued_at, i.number)
      from public.invoices i
      where i.order_id = o.id), '[]'::jsonb),
    'waiting', o.paid_at is not null
      and not exists (select 1 from public.invoices i where i.order_id = o.id and i.kind = 'invoice'))
  from public.orders o
  where o.id = p_order_id
    and (o.user_id is null or o.user_id = (select auth.uid()) or public.is_shop_owner());
$$;

comment on function public.get_order_documents(uuid) is
  'The invoice and credit notes of an order the caller may read (get_order''s rule): {documents: [{number, '
  'kind, issued_at, refers_to, total_ttc}], waiting}; null for an order the caller may not read.';

revoke execute on function public.get_order_documents(uuid) from public;
grant execute on function public.get_order_documents(uuid) to anon, authenticated, service_role;
