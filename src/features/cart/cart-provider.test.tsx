import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';

import type { CartLine } from './cart-line';
import { CartProvider } from './cart-provider';
import { useCart } from './use-cart';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: null,
  variant: { size: 'small' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
  ...overrides,
});

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as CartLine[] | null;

describe('CartProvider', () => {
  it('counts items and sums the subtotal, and saves every change under zellij-cart', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(line({ quantity: 2 })));
    act(() => result.current.addItem(line({ id: 'other', price: 75, variant: {} })));
    expect(result.current.itemCount).toBe(3);
    expect(result.current.subtotal).toBe(435);
    expect(saved()).toHaveLength(2);

    act(() => result.current.updateQuantity('other', 0));
    expect(saved()!.map((l) => l.id)).toEqual([line().id]);

    act(() => result.current.clearCart());
    expect(result.current.lines).toEqual([]);
    expect(saved()).toEqual([]);
  });

  it('merges a repeat of the same product and options into one line', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(line()));
    act(() => result.current.addItem(line({ quantity: 2 })));
    act(() => result.current.addItem(line({ variant: { size: 'medium' } })));
    expect(result.current.lines.map((l) => [l.variant.size, l.quantity])).toEqual([
      ['small', 3],
      ['medium', 1],
    ]);
  });

  it('reloads the saved cart at startup', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([line({ quantity: 4 })]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.itemCount).toBe(4);
  });

  it('logs a corrupted saved cart, starts empty and clears the bad value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.cart, '{"broken":');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.lines).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading cart from localStorage:', expect.any(Error));
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const otherTab = JSON.stringify([line({ quantity: 5 })]);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, otherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: otherTab }));
    });
    expect(result.current.itemCount).toBe(5);
  });

  it('ignores storage events about other keys', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(line()));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.currency, newValue: 'EUR' }));
    });
    expect(result.current.itemCount).toBe(1);
  });

  it('fails loudly outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('announces bag changes politely to screen readers', async () => {
    const { CartAnnouncer } = await import('./components/cart-announcer');
    function AddButton() {
      const { addItem } = useCart();
      return <button onClick={() => addItem(line({ quantity: 2 }))}>add</button>;
    }
    render(
      <CartProvider>
        <AddButton />
        <CartAnnouncer describe={(count) => `Bag updated: ${count} items.`} />
      </CartProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bag updated: 2 items.');
  });
});
