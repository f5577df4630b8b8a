import { getSupabase } from '@/lib/supabase';

import { getCardsInLanguage } from './cards-in-language';

describe('getCardsInLanguage', () => {
  it('reads a card with what the piece can be bought for now and whether its sizes differ in price', async () => {
    const cards = await getCardsInLanguage(await getSupabase(), 'fr', (products) =>
      products.in('slug', ['fes-blue-tea-bowl', 'tea-ceremony-gift-set']).order('slug'),
    );
    expect(cards).toMatchObject([
      { slug: 'fes-blue-tea-bowl', title: 'Bol à thé bleu de Fès', price: 180, price_varies: true },
      { slug: 'tea-ceremony-gift-set', price: 640, price_varies: false },
    ]);
  });
});
