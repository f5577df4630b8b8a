import {
  cleanSearchTerm,
  priceBandLabel,
  readShopFilters,
  shopHref,
  shopQuery,
  shopTitle,
} from './shop-filters';

const read = (query: string) => readShopFilters(new URLSearchParams(query));

describe('shop filters from the URL', () => {
  it('reads every parameter the menus link to', () => {
    expect(
      read('category=ceramics&type=bowl&featured=true&new=true&artisan=true&sort=price-asc&search=tea'),
    ).toEqual({
      category: 'ceramics',
      type: 'bowl',
      featured: true,
      isNew: true,
      artisan: true,
      sort: 'price-asc',
      search: 'tea',
      collection: null,
      price: null,
      stock: 'in',
      maker: null,
      page: 1,
    });
  });

  it('reads the facets and the page, and writes one address per view', () => {
    const filters = read('page=3&maker=Atlas%20Woodturners&stock=all&price=under-150&collection=Tea-Rituals');
    expect(filters).toMatchObject({
      collection: 'tea-rituals',
      price: 'under-150',
      stock: 'all',
      maker: 'Atlas Woodturners',
      page: 3,
    });
    expect(shopQuery(filters)).toBe(
      '?collection=tea-rituals&price=under-150&stock=all&maker=Atlas+Woodturners',
    );
    expect(shopHref(filters, { page: 4 })).toBe(
      '/shop?collection=tea-rituals&price=under-150&stock=all&maker=Atlas+Woodturners&page=4',
    );
    expect(read(shopQuery(filters, { page: 2 }).slice(1))).toEqual({ ...filters, page: 2 });
    expect(shopHref(read(''))).toBe('/shop');
    for (const page of ['0', '-1', '2.5', 'two']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('names the price bands in MAD', () => {
    expect(priceBandLabel({ min: null, max: 150 })).toBe('Under 150 MAD');
    expect(priceBandLabel({ min: 150, max: 250 })).toBe('150–250 MAD');
    expect(priceBandLabel({ min: 400, max: null })).toBe('400 MAD and over');
  });

  it('defaults to everything, newest first, and ignores unknown sorts and false flags', () => {
    expect(read('sort=cheapest&featured=1&new=false')).toMatchObject({
      category: null,
      search: null,
      featured: false,
      isNew: false,
      sort: 'newest',
    });
  });

  it('ignores blank searches and strips characters that would break the query grammar', () => {
    expect(cleanSearchTerm('   ')).toBeNull();
    expect(cleanSearchTerm('tea,glass(es)%')).toBe('tea glass es');
    expect(read('search=%20%20').search).toBeNull();
  });

  it('titles the page after the strongest filter', () => {
    expect(shopTitle(read(''))).toBe('Shop');
    expect(shopTitle(read('category=textiles'))).toBe('Textiles');
    expect(shopTitle(read('type=serving-board'))).toBe('Serving Boards');
    expect(shopTitle(read('new=true'))).toBe('New Arrivals');
    expect(shopTitle(read('search=mint'))).toBe('Results for “mint”');
  });
});
