-- A product's published reviews as its page's structured data needs them (issue 35): the average, the
-- count and the newest five, read with the product itself (`select *, review_summary`: a PostgREST
-- computed field), so the prerendered page and the app's head carry the same AggregateRating and
-- Review, and nothing more is fetched before the page is usable. The list on the page, with its
-- distribution and pages, is product_reviews (20261211000100_reviews.sql), loaded below the fold.

create function public.review_summary(public.products)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'count', (select count(*) from public.reviews r where r.product_id = $1.id and r.status = 'published'),
    'average', (select round(avg(r.rating), 1) from public.reviews r
                where r.product_id = $1.id and r.status = 'published'),
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
          'author', n.reviewer_name, 'rating', n.rating, 'title', n.title, 'body', n.body,
          'locale', n.locale, 'published_at', n.published_at) order by n.published_at desc, n.id)
      from (select * from public.reviews r
            where r.product_id = $1.id and r.status = 'published'
            order by r.published_at desc, r.id limit 5) n), '[]'::jsonb));
$$;

comment on function public.review_summary(public.products) is
  'The product''s published reviews for its structured data: average, count and the newest five.';

revoke execute on function public.review_summary(public.products) from public;
grant execute on function public.review_summary(public.products) to anon, authenticated, service_role;
