import { routeChrome } from './route-chrome';

describe('routeChrome', () => {
  it('gives shopping screens the shop header and the simple footer', () => {
    for (const path of [
      '/shop',
      '/product/fes-blue-tea-bowl',
      '/collections',
      '/collection/tea-rituals',
      '/cart',
      '/checkout',
    ]) {
      expect(routeChrome(path)).toMatchObject({ header: 'shop', footer: 'simple' });
    }
  });

  it('gives reading screens the editorial navigation and the full footer', () => {
    for (const path of [
      '/',
      '/rituals',
      '/ritual/atay',
      '/recipes',
      '/about',
      '/culture',
      '/guides/fes',
      '/privacy',
      '/nowhere',
    ]) {
      expect(routeChrome(path)).toMatchObject({ header: 'editorial', footer: 'full' });
    }
  });

  it('floats the navigation over the hero on the home page only', () => {
    expect(routeChrome('/').transparentHeader).toBe(true);
    expect(routeChrome('/about').transparentHeader).toBe(false);
  });

  it('keeps the newsletter away from task screens', () => {
    expect(routeChrome('/checkout').newsletter).toBe(false);
    expect(routeChrome('/order-confirmation/x').newsletter).toBe(false);
    expect(routeChrome('/shop').newsletter).toBe(true);
    // A prefix match must not catch unrelated paths.
    expect(routeChrome('/cartography').header).toBe('editorial');
  });
});
