import { showsNewsletter } from './route-chrome';

describe('showsNewsletter', () => {
  it('keeps the newsletter away from task screens', () => {
    for (const path of ['/cart', '/checkout', '/order-confirmation/x', '/auth', '/profile']) {
      expect(showsNewsletter(path)).toBe(false);
    }
    for (const path of ['/', '/shop', '/ritual/atay', '/recipes', '/nowhere']) {
      expect(showsNewsletter(path)).toBe(true);
    }
  });

  it('matches whole path segments, not any prefix', () => {
    expect(showsNewsletter('/cartography')).toBe(true);
  });
});
