import { groupCollections } from './get-collections';

describe('groupCollections', () => {
  it('groups products by collection case-insensitively, counting them and keeping the first image', () => {
    expect(
      groupCollections([
        { collection: 'tea-rituals', image_url: 'products/a.webp' },
        { collection: 'summer-pantry', image_url: null },
        { collection: 'Tea-Rituals', image_url: 'products/b.webp' },
        { collection: 'summer-pantry', image_url: 'products/c.webp' },
      ]),
    ).toEqual([
      { slug: 'tea-rituals', title: 'Tea Rituals', imageUrl: 'products/a.webp', productCount: 2 },
      { slug: 'summer-pantry', title: 'Summer Pantry', imageUrl: 'products/c.webp', productCount: 2 },
    ]);
  });
});
