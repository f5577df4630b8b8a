import { newsletterBeforeHydration, newsletterPart } from './newsletter-part';

// The layout hydrates a prerendered page only once the band's code is in, where the page shows the band;
// a page without it (finishing a task) does not wait for code it does not show.
describe('newsletterBeforeHydration', () => {
  it.each(['/cart', '/fr/checkout', '/ar/order-confirmation/42', '/auth'])(
    'fetches nothing at %s, which shows no band',
    (pathname) => {
      expect(newsletterBeforeHydration(pathname)).toBeUndefined();
    },
  );

  it.each(['/', '/fr/shop', '/ar/product/rif-clay-mixing-bowl'])(
    'fetches the band at %s',
    async (pathname) => {
      const loading = newsletterBeforeHydration(pathname);
      expect(loading).toBeInstanceOf(Promise);
      const module = await loading;
      expect(module?.NewsletterBlock).toBeTypeOf('function');
      expect(newsletterPart.current).toBe(module);
    },
  );
});
