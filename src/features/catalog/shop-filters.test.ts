import { cleanSearchTerm, readShopFilters, shopTitle } from './shop-filters';

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
    });
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
