import { createTestCode } from '@/testing/promotions';
import { serviceClient } from '@/testing/test-users';

import { getRunningOffers } from './get-running-offers';

/**
 * What a visitor reads of the offers, through RLS and the column grant. The offers here start in 2099:
 * visible to visitors (they may read offers announced ahead), but no bag of the tests sharing this
 * backend gets them.
 */
describe('getRunningOffers', () => {
  const created: string[] = [];
  afterAll(async () => {
    await serviceClient().from('promotions').delete().in('id', created).throwOnError();
  });

  it('reads automatic offers that have not ended, titled in the page language, and never a code', async () => {
    const service = serviceClient();
    const { data: offers } = await service
      .from('promotions')
      // One shape for all three rows: PostgREST writes null where a row of a bulk insert lacks a key.
      .insert(
        [
          { title: 'Spring: 10 % off bowls', value: 10, starts_at: '2099-03-01T00:00:00Z', ends_at: null },
          {
            title: 'Ended sale',
            value: 30,
            starts_at: '2026-01-01T00:00:00Z',
            ends_at: '2026-02-01T00:00:00Z',
          },
          {
            title: 'Switched off',
            value: 20,
            starts_at: '2099-03-01T00:00:00Z',
            ends_at: null,
            active: false,
          },
        ].map((offer) => ({ kind: 'percentage', active: true, ...offer })),
      )
      .select('id, title')
      .throwOnError();
    created.push(...offers.map((offer) => offer.id));
    const [spring] = offers;
    await service
      .from('promotion_translations')
      .insert({ promotion_id: spring!.id, locale: 'fr', title: 'Printemps : -10 % sur les bols' })
      .throwOnError();
    const code = await createTestCode({ kind: 'percentage', value: 5 });
    const { data: codeRow } = await service
      .from('promotions')
      .select('id')
      .eq('code', code)
      .single()
      .throwOnError();
    created.push(codeRow.id);

    const mine = (list: { id: string }[]) => list.filter((offer) => created.includes(offer.id));
    expect(mine(await getRunningOffers('fr'))).toEqual([
      expect.objectContaining({
        id: spring!.id,
        title: 'Printemps : -10 % sur les bols',
        lang: 'fr',
        kind: 'percentage',
        value: 10,
        starts_at: expect.stringMatching(/^2099-03-01/),
      }),
    ]);
    // No Arabic title yet: the English one, marked English.
    expect(mine(await getRunningOffers('ar'))).toEqual([
      expect.objectContaining({ title: 'Spring: 10 % off bowls', lang: 'en' }),
    ]);
    expect(Object.keys(mine(await getRunningOffers('en'))[0]!)).not.toContain('code');
  });
});
