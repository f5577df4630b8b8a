/**
 * JSON-LD builders for schema.org types that Google turns into rich results (Product or ProductGroup,
 * Recipe, Article, BreadcrumbList) plus the site-wide Organization and WebSite (sitelinks search box).
 * Screens pass the database row they already have and the page's canonical URL to `builders`, and the
 * result is written with `jsonLdScriptContent` into the page's <head>
 * (components/seo/structured-data-in-head.tsx). Images are stored as media-bucket paths, so they are
 * made absolute here. The prerender writes each page's JSON-LD with the page; the browser loads this
 * module only for a page with rich results whose <head> does not carry it yet.
 */
import { env } from './env';
import { mediaUrl } from './media';
import { convertFromMad, type Currency } from '@rules/money';

import { SITE_NAME } from './constants';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/**
 * The text to put inside `<script type="application/ld+json">`. `<` is escaped so an editor's
 * "</script>" in a title cannot end the element early and inject markup.
 */
export function jsonLdScriptContent(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const SITE_DESCRIPTION =
  'Handmade Moroccan ceramics, textiles, wood and pantry goods, with rituals and recipes from the makers’ kitchens.';

/** The shop's canonical origin: VITE_SITE_URL in production builds, else where the page runs. */
export function siteOrigin(): string {
  if (env.siteUrl) return env.siteUrl;
  return typeof window === 'undefined' ? 'https://zellij.example' : window.location.origin;
}

/** `/product/x` -> `https://shop.example/product/x`; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return siteOrigin() + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** Minutes -> ISO 8601 duration as Google expects it: 15 -> PT15M, 90 -> PT1H30M, 0 -> PT0M. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Drops undefined, null, empty strings and empty arrays so the output carries only real facts. */
function compact<T extends Record<string, unknown>>(value: T): T {
  const entries = Object.entries(value).filter(
    ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(entries) as T;
}

/** The shop as publisher/seller, short form for nesting inside other items. */
function shopOrganization() {
  const origin = siteOrigin();
  return { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

function imageList(path: string | null | undefined): string[] {
  const url = mediaUrl(path);
  return url ? [url] : [];
}

function stripHtml(html: string | null | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** A schema.org Thing of `type`: how every builder's result starts. */
const thing = (type: string) => ({ '@context': 'https://schema.org' as const, '@type': type });

/** What the site-wide items share: the shop's name and home page, and an @id other items link to. */
function siteNode(type: 'Organization' | 'WebSite', origin: string) {
  return {
    ...thing(type),
    '@id': `${origin}/#${type.toLowerCase()}`,
    name: SITE_NAME,
    url: `${origin}/`,
  };
}

export function organization(): JsonLd {
  const origin = siteOrigin();
  return {
    ...siteNode('Organization', origin),
    logo: `${origin}/favicon.svg`,
    description: SITE_DESCRIPTION,
  };
}

/** The WebSite with a SearchAction pointing at the shop's own search (/shop?search=...). */
export function webSite(): JsonLd {
  const origin = siteOrigin();
  return {
    ...siteNode('WebSite', origin),
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Site path or absolute URL. The last item (the current page) may omit it. */
  path?: string;
}

export function breadcrumbList(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    ...thing('BreadcrumbList'),
    itemListElement: items.map((item, index) =>
      compact({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: item.path === undefined ? undefined : absoluteUrl(item.path),
      }),
    ),
  };
}

/** One size of a product, as its page sells it (a `product_variants` row, with what the page knows). */
export interface VariantForSeo {
  sku: string;
  /** schema.org's `size` of the variant ('small'); null for a product in one size. */
  size: string | null;
  /** The size's name on the page ("Small 15cm"), which joins the product's name in the variant's. */
  sizeName?: string;
  price: number | string;
  in_stock: boolean;
}

/** The product columns the builder reads (a `products` row satisfies it), with its active variants. */
export interface ProductForSeo {
  slug: string;
  title: string;
  description?: string | null;
  meta_description?: string | null;
  price: number | string;
  image_url?: string | null;
  sku_id?: string | null;
  in_stock: boolean;
  category?: string | null;
  artisan?: string | null;
  /** In the page's order; without them the product is described from its own row. */
  variants?: readonly VariantForSeo[];
  /** Its published reviews (the `review_summary` computed field): average, count, the newest ones. */
  review_summary?: unknown;
}

/** A published review as review_summary gives it. */
interface ReviewForSeo {
  author: string;
  rating: number;
  title: string;
  body: string;
  locale: string;
  published_at: string;
}

/** review_summary read defensively: it is JSON from the database. */
function reviewSummary(value: unknown): { average: number; count: number; reviews: ReviewForSeo[] } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { average, count, reviews } = value as Record<string, unknown>;
  if (typeof count !== 'number' || count < 1 || typeof average !== 'number') return null;
  return { average, count, reviews: Array.isArray(reviews) ? (reviews as ReviewForSeo[]) : [] };
}

/**
 * Google's review snippet rules: an AggregateRating with ratingValue and reviewCount, and each Review
 * with its author (a Person, by the first name and initial the page shows), its reviewRating and the
 * language it was written in, nested in the Product (or ProductGroup) they are of. Nothing without a
 * published review. https://developers.google.com/search/docs/appearance/structured-data/review-snippet
 */
function ratings(p: ProductForSeo) {
  const summary = reviewSummary(p.review_summary);
  if (!summary) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.published_at.slice(0, 10),
      name: r.title,
      reviewBody: r.body,
      inLanguage: r.locale,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export interface ProductSeoOptions {
  /** Prices are stored in MAD; another currency is converted with the contract rate. Default MAD. */
  currency?: Currency;
  /** Canonical page URL or path; defaults to /product/{slug}. */
  url?: string;
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

function offer(price: number | string, inStock: boolean, url: string, currency: Currency) {
  return {
    '@type': 'Offer',
    url,
    price: convertFromMad(Number(price), currency).toFixed(2),
    priceCurrency: currency,
    availability: availability(inStock),
    itemCondition: 'https://schema.org/NewCondition',
    seller: shopOrganization(),
  };
}

/**
 * A product as Google's product-variant guidance asks: one sold in several sizes is a ProductGroup
 * (productGroupID: the product's SKU, else its slug) whose `hasVariant` holds one Product per size,
 * each with its own SKU, size and offer; the offer's URL opens the page on that size (`?size=`). A
 * product in one size is a Product with that variant's SKU and offer.
 * https://developers.google.com/search/docs/appearance/structured-data/product-variants
 */
export function product(p: ProductForSeo, options: ProductSeoOptions = {}): JsonLd {
  const currency = options.currency ?? 'MAD';
  const url = absoluteUrl(options.url ?? `/product/${p.slug}`);
  const variants = p.variants ?? [];
  // What every size shares: stated once on a group, in full on a single product.
  const shared = {
    description: p.meta_description || p.description || undefined,
    image: imageList(p.image_url),
    category: p.category ?? undefined,
    brand: { '@type': 'Brand', name: SITE_NAME },
    // The maker is the manufacturer when the editor named one.
    manufacturer: p.artisan ? { '@type': 'Person', name: p.artisan } : undefined,
    ...ratings(p),
  };
  if (variants.length > 1) {
    return compact({
      ...thing('ProductGroup'),
      name: p.title,
      ...shared,
      url,
      productGroupID: p.sku_id || p.slug,
      variesBy: ['https://schema.org/size'],
      hasVariant: variants.map((v) => {
        const variantUrl = v.size ? `${url}?size=${encodeURIComponent(v.size)}` : url;
        return compact({
          '@type': 'Product',
          name: v.sizeName ? `${p.title} (${v.sizeName})` : p.title,
          sku: v.sku,
          size: v.size ?? undefined,
          image: shared.image,
          url: variantUrl,
          offers: offer(v.price, v.in_stock, variantUrl, currency),
        });
      }),
    });
  }
  const only = variants[0];
  return compact({
    ...thing('Product'),
    name: p.title,
    ...shared,
    sku: only?.sku ?? p.sku_id ?? undefined,
    url,
    offers: offer(only?.price ?? p.price, only?.in_stock ?? p.in_stock, url, currency),
  });
}

/** The article columns shared by rituals and recipes (an `articles` row satisfies it). */
export interface ArticleForSeo {
  slug: string;
  title: string;
  excerpt?: string | null;
  meta_description?: string | null;
  body?: string | null;
  author?: string | null;
  category: string;
  image_url?: string | null;
  tags?: readonly string[] | null;
  created_at: string;
  updated_at?: string | null;
}

function authorOf(a: ArticleForSeo) {
  return a.author ? { '@type': 'Person', name: a.author } : shopOrganization();
}

function articlePath(a: ArticleForSeo): string {
  return a.category === 'recipe' ? `/recipe/${a.slug}` : `/ritual/${a.slug}`;
}

/** A ritual essay (or any article) as a BlogPosting-compatible Article. */
export function article(a: ArticleForSeo, options: { url?: string } = {}): JsonLd {
  const body = stripHtml(a.body);
  return compact({
    ...thing('Article'),
    headline: a.title.slice(0, 110),
    description: a.meta_description || a.excerpt || undefined,
    image: imageList(a.image_url),
    datePublished: a.created_at,
    dateModified: a.updated_at || a.created_at,
    author: authorOf(a),
    publisher: shopOrganization(),
    mainEntityOfPage: absoluteUrl(options.url ?? articlePath(a)),
    keywords: a.tags?.length ? a.tags.join(', ') : undefined,
    // Tags become spaces, so stray punctuation can stand alone: count only tokens with a letter or digit.
    wordCount: body ? body.split(' ').filter((token) => /[\p{L}\p{N}]/u.test(token)).length : undefined,
  });
}

export interface RecipeIngredient {
  amount?: string | null;
  item: string;
  notes?: string | null;
}

export interface RecipeStep {
  instruction: string;
  time?: number | null;
  notes?: string | null;
}

export interface RecipeForSeo extends ArticleForSeo {
  prep_time?: number | null;
  cook_time?: number | null;
  servings?: number | null;
  difficulty_level?: string | null;
  ingredients?: readonly RecipeIngredient[] | null;
  steps?: readonly RecipeStep[] | null;
}

function ingredientText(i: RecipeIngredient): string {
  const main = [i.amount?.trim(), i.item.trim()].filter(Boolean).join(' ');
  return i.notes?.trim() ? `${main} (${i.notes.trim()})` : main;
}

export function recipe(r: RecipeForSeo, options: { url?: string } = {}): JsonLd {
  const url = absoluteUrl(options.url ?? articlePath(r));
  const steps = (r.steps ?? []).filter((s) => s.instruction.trim() !== '');
  const hasTimes = r.prep_time != null || r.cook_time != null;
  return compact({
    ...thing('Recipe'),
    name: r.title,
    description: r.meta_description || r.excerpt || undefined,
    image: imageList(r.image_url),
    author: authorOf(r),
    datePublished: r.created_at,
    url,
    prepTime: r.prep_time != null ? isoDuration(r.prep_time) : undefined,
    cookTime: r.cook_time != null ? isoDuration(r.cook_time) : undefined,
    totalTime: hasTimes ? isoDuration((r.prep_time ?? 0) + (r.cook_time ?? 0)) : undefined,
    recipeYield: r.servings ? `${r.servings} ${r.servings === 1 ? 'serving' : 'servings'}` : undefined,
    recipeCuisine: 'Moroccan',
    keywords: r.tags?.length ? r.tags.join(', ') : undefined,
    recipeIngredient: (r.ingredients ?? []).filter((i) => i.item.trim() !== '').map(ingredientText),
    recipeInstructions: steps.map((s, index) =>
      compact({
        '@type': 'HowToStep',
        position: index + 1,
        text: s.notes?.trim() ? `${s.instruction.trim()} ${s.notes.trim()}` : s.instruction.trim(),
      }),
    ),
  });
}

/** What a page's structured data is written with (components/seo/structured-data.ts). */
export const builders = { organization, webSite, breadcrumbList, product, article, recipe };
