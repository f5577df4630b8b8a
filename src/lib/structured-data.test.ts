import {
  absoluteUrl,
  article,
  breadcrumbList,
  isoDuration,
  jsonLdScriptContent,
  organization,
  product,
  recipe,
  siteOrigin,
  webSite,
  type JsonLd,
  type RecipeForSeo,
} from './structured-data';

/**
 * What Google's rich-result validators require (or need to show the result at all) per schema.org type.
 * https://developers.google.com/search/docs/appearance/structured-data/{product,recipe,article,breadcrumb}
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  Product: ['name', 'image', 'offers'],
  ProductGroup: ['name', 'productGroupID', 'variesBy', 'hasVariant'],
  Offer: ['price', 'priceCurrency', 'availability'],
  Brand: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Article: ['headline', 'image', 'datePublished', 'author'],
  // https://developers.google.com/search/docs/appearance/structured-data/review-snippet
  AggregateRating: ['ratingValue', 'reviewCount'],
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  Recipe: ['name', 'image', 'author', 'datePublished', 'recipeIngredient', 'recipeInstructions'],
  HowToStep: ['text'],
  Person: ['name'],
};

/** Walks the JSON-LD tree and lists every missing required property as `Type.property`. */
function missingRequired(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => missingRequired(child, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const type = record['@type'];
    for (const key of typeof type === 'string' ? (REQUIRED[type] ?? []) : []) {
      const value = record[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
        found.push(`${type}.${key}`);
    }
    Object.values(record).forEach((child) => missingRequired(child, found));
  }
  return found;
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const bowl = {
  slug: 'fes-blue-bowl',
  title: 'Fes Blue Bowl',
  description: 'Hand-thrown and glazed in Fes.',
  meta_description: null,
  price: '350.00',
  image_url: 'products/fes-blue-bowl.webp',
  sku_id: 'ZLJ-BWL-001',
  in_stock: true,
  category: 'ceramics',
  artisan: 'Hassan',
};

/** The bowl in three sizes, its large one sold out. */
const sizedBowl = {
  ...bowl,
  variants: [
    { sku: 'ZLJ-BWL-001-S', size: 'small', sizeName: 'Small 15cm', price: 180, in_stock: true },
    { sku: 'ZLJ-BWL-001-M', size: 'medium', sizeName: 'Medium 18cm', price: '240.00', in_stock: true },
    { sku: 'ZLJ-BWL-001-L', size: 'large', sizeName: 'Large 22cm', price: 320, in_stock: false },
  ],
};

const tagine: RecipeForSeo = {
  slug: 'chicken-tagine',
  title: 'Chicken Tagine with Preserved Lemon',
  excerpt: 'A slow Sunday tagine.',
  author: 'Amina',
  category: 'recipe',
  image_url: 'articles/chicken-tagine.webp',
  tags: ['tagine', 'chicken'],
  created_at: '2024-11-02T10:00:00Z',
  updated_at: '2024-11-03T10:00:00Z',
  prep_time: 15,
  cook_time: 90,
  servings: 4,
  ingredients: [
    { amount: '1 1/2 tbsp', item: 'ras el hanout' },
    { amount: '2', item: 'preserved lemons', notes: 'quartered' },
    { item: '   ' },
  ],
  steps: [
    { instruction: 'Brown the chicken.', time: 10 },
    { instruction: 'Simmer with the lemons.', time: 80, notes: 'Lid on.' },
    { instruction: '' },
  ],
};

describe('structured data', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(15)).toBe('PT15M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(0)).toBe('PT0M');
  });

  it('describes the organisation and the site search box', () => {
    const site = webSite();
    expect(missingRequired([organization(), site])).toEqual([]);
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action.target.urlTemplate).toBe(`${siteOrigin()}/shop?search={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
  });

  it('names the shop and its home page on both site-wide items, the site linking to the organisation', () => {
    const origin = siteOrigin();
    expect(organization()).toMatchObject({
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Zellij',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    });
    expect(webSite()).toMatchObject({
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Zellij',
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
    });
  });

  it('builds a Product with an Offer in MAD, absolute image and availability', () => {
    const data = product(bowl);
    expect(missingRequired(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fes Blue Bowl',
      sku: 'ZLJ-BWL-001',
      brand: { '@type': 'Brand', name: 'Zellij' },
      offers: {
        price: '350.00',
        priceCurrency: 'MAD',
        availability: 'https://schema.org/InStock',
        url: absoluteUrl('/product/fes-blue-bowl'),
      },
    });
    expect((data.image as string[]).every(isAbsoluteUrl)).toBe(true);
    expect((data.image as string[])[0]).toMatch(
      /\/storage\/v1\/object\/public\/media\/products\/fes-blue-bowl\.webp$/,
    );
  });

  it('marks sold-out products OutOfStock and converts other currencies', () => {
    const data = product({ ...bowl, in_stock: false, sku_id: null }, { currency: 'EUR' });
    expect(data.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      price: '31.82',
      priceCurrency: 'EUR',
    });
    expect(data).not.toHaveProperty('sku');
  });

  it('describes a product sold in several sizes as a ProductGroup with one Product per size', () => {
    const data = product(sizedBowl);
    expect(missingRequired(data)).toEqual([]);
    const page = absoluteUrl('/product/fes-blue-bowl');
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Fes Blue Bowl',
      url: page,
      productGroupID: 'ZLJ-BWL-001',
      variesBy: ['https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'Zellij' },
      manufacturer: { '@type': 'Person', name: 'Hassan' },
    });
    // The group is not sold itself: each size carries its own SKU and offer.
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('sku');
    const sizes = data.hasVariant as Record<string, unknown>[];
    expect(sizes).toMatchObject([
      {
        '@type': 'Product',
        name: 'Fes Blue Bowl (Small 15cm)',
        sku: 'ZLJ-BWL-001-S',
        size: 'small',
        offers: {
          '@type': 'Offer',
          price: '180.00',
          priceCurrency: 'MAD',
          availability: 'https://schema.org/InStock',
          url: `${page}?size=small`,
        },
      },
      { sku: 'ZLJ-BWL-001-M', size: 'medium', offers: { price: '240.00', url: `${page}?size=medium` } },
      {
        sku: 'ZLJ-BWL-001-L',
        size: 'large',
        offers: { price: '320.00', availability: 'https://schema.org/OutOfStock', url: `${page}?size=large` },
      },
    ]);
    expect(sizes.every((size) => (size.image as string[]).every(isAbsoluteUrl))).toBe(true);
  });

  it('groups sizes under the slug when the product has no SKU, and converts each size’s price', () => {
    const data = product({ ...sizedBowl, sku_id: null }, { currency: 'EUR' });
    expect(missingRequired(data)).toEqual([]);
    expect(data.productGroupID).toBe('fes-blue-bowl');
    expect(
      (data.hasVariant as { offers: { price: string; priceCurrency: string } }[]).map((v) => v.offers),
    ).toEqual([
      expect.objectContaining({ price: '16.36', priceCurrency: 'EUR' }),
      expect.objectContaining({ price: '21.82', priceCurrency: 'EUR' }),
      expect.objectContaining({ price: '29.09', priceCurrency: 'EUR' }),
    ]);
  });

  it('keeps a product in one size a Product, with its variant’s SKU, price and stock', () => {
    const data = product({
      ...bowl,
      variants: [{ sku: 'ZLJ-GFT-001', size: null, price: 640, in_stock: false }],
    });
    expect(missingRequired(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'ZLJ-GFT-001',
      offers: {
        price: '640.00',
        availability: 'https://schema.org/OutOfStock',
        url: absoluteUrl('/product/fes-blue-bowl'),
      },
    });
    expect(data).not.toHaveProperty('hasVariant');
  });

  it('builds breadcrumbs with positions and absolute URLs, the current page last without a link', () => {
    const data = breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop' },
      { name: 'Fes Blue Bowl' },
    ]);
    expect(missingRequired(data)).toEqual([]);
    const items = data.itemListElement as { position: number; item?: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[1]?.item).toBe(`${siteOrigin()}/shop`);
    expect(items[2]).not.toHaveProperty('item');
  });

  it('builds an Article for a ritual essay', () => {
    const data = article({
      slug: 'mint-tea',
      title: 'The Mint Tea Ritual',
      excerpt: 'Three glasses.',
      body: '<p>Pour <em>high</em>.</p><p>Serve.</p>',
      author: null,
      category: 'ritual',
      image_url: 'articles/mint-tea.webp',
      tags: [],
      created_at: '2024-10-01T08:00:00Z',
      updated_at: null,
    });
    expect(missingRequired(data)).toEqual([]);
    expect(isIsoDate(data.datePublished)).toBe(true);
    expect(data.dateModified).toBe('2024-10-01T08:00:00Z');
    expect(data.mainEntityOfPage).toBe(`${siteOrigin()}/ritual/mint-tea`);
    expect(data.author).toMatchObject({ '@type': 'Organization', name: 'Zellij' });
    expect(data.wordCount).toBe(3);
    expect(data).not.toHaveProperty('keywords');
  });

  it('builds a Recipe with ingredients, HowToSteps, durations, yield and keywords', () => {
    const data = recipe(tagine);
    expect(missingRequired(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Recipe',
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H45M',
      recipeYield: '4 servings',
      keywords: 'tagine, chicken',
      datePublished: '2024-11-02T10:00:00Z',
      url: `${siteOrigin()}/recipe/chicken-tagine`,
      recipeIngredient: ['1 1/2 tbsp ras el hanout', '2 preserved lemons (quartered)'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Brown the chicken.' },
        { '@type': 'HowToStep', position: 2, text: 'Simmer with the lemons. Lid on.' },
      ],
    });
    expect((data.image as string[]).every(isAbsoluteUrl)).toBe(true);
  });

  it('leaves out facts the editor did not give instead of inventing them', () => {
    const bare = recipe({
      ...tagine,
      prep_time: null,
      cook_time: null,
      servings: null,
      tags: null,
      image_url: null,
    });
    for (const key of ['prepTime', 'cookTime', 'totalTime', 'recipeYield', 'keywords'])
      expect(bare).not.toHaveProperty(key);
    // Without an image Google cannot show the rich result; the validator must say so.
    expect(missingRequired(bare)).toEqual(['Recipe.image']);
  });

  it('serialises safely inside a script element', () => {
    const data: JsonLd = product({ ...sizedBowl, title: 'Bowl </script><script>alert(1)</script>' });
    const text = jsonLdScriptContent([data, webSite()]);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toHaveLength(2);
    expect((JSON.parse(text) as JsonLd[])[0]?.name).toBe('Bowl </script><script>alert(1)</script>');
  });

  describe('ratings from published reviews', () => {
    const summary = {
      count: 3,
      average: 4.3,
      reviews: [
        {
          author: 'Amina T.',
          rating: 5,
          title: 'Deep blue',
          body: '</script><script>alert(1)</script>',
          locale: 'fr',
          published_at: '2026-12-10T09:00:00+00:00',
        },
      ],
    };

    it('nests an AggregateRating and each Review in the Product, as Google’s review snippets ask', () => {
      const data = product({ ...bowl, review_summary: summary });
      expect(missingRequired(data)).toEqual([]);
      expect(data).toMatchObject({
        '@type': 'Product',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Amina T.' },
            reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
            datePublished: '2026-12-10',
            inLanguage: 'fr',
            name: 'Deep blue',
          },
        ],
      });
      // A reviewer's script stays text inside the JSON-LD.
      expect(jsonLdScriptContent(data)).not.toContain('</script>');
    });

    it('rates a ProductGroup the same way, and says nothing without a published review', () => {
      const group = product({ ...sizedBowl, review_summary: summary });
      expect(group).toMatchObject({ '@type': 'ProductGroup', aggregateRating: { reviewCount: 3 } });
      expect(missingRequired(group)).toEqual([]);
      for (const none of [null, { count: 0, average: null, reviews: [] }]) {
        const plain = product({ ...bowl, review_summary: none });
        expect(plain).not.toHaveProperty('aggregateRating');
        expect(plain).not.toHaveProperty('review');
      }
    });
  });
});
