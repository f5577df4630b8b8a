import { guestCartId } from './guest-cart-id';

describe('guestCartId', () => {
  it('keeps one random id per browser, long enough not to be guessed', () => {
    const id = guestCartId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(guestCartId()).toBe(id);
    expect(localStorage.getItem('zellij-cart-id')).toBe(id);
  });

  it('replaces a stored value the server would refuse', () => {
    localStorage.setItem('zellij-cart-id', 'short');
    const id = guestCartId();
    expect(id).not.toBe('short');
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
