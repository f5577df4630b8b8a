-- A banner path must stay on the shop. Browsers read `/\evil.example` and `/<tab>/evil.example` as
-- `//evil.example`, another site, and the earlier rule let both through as "a path". Backslashes,
-- spaces and control characters have no place in a link an editor types, so they are refused anywhere.
alter table public.site_banners drop constraint site_banners_link_url_safe;

alter table public.site_banners add constraint site_banners_link_url_safe check (
  link_url is null
  or (link_url ~ '^(/([^/\\]|$)|https?://[^/\\])' and link_url !~ '[\\[:space:][:cntrl:]]')
);
