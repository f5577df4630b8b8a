import { act, renderHook } from '@testing-library/react';

import { useToasts } from '@/components/ui/toast-store';
import { getSupabase } from '@/lib/supabase';
import { storedValue } from '@/lib/stored-value';
import { clearToastsAfterEach } from '@/testing/toasts';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { parseSavedCart, type CartLine } from '../cart-line';
import { AGREEMENT_KEY, followBag, MERGE_KEY } from './follow-bag';

const supabase = await getSupabase();
const bag = storedValue<CartLine[]>('zellij-cart-follow-test', {
  initial: [],
  parse: parseSavedCart,
  serialize: (lines) => JSON.stringify(lines),
});

const variantOf = async (sku: string) => {
  const { data, error } = await supabase
    .from('product_variants')
    .select('id, product_id, options, price')
    .eq('sku', sku)
    .single();
  if (error) throw error;
  return data;
};

const lineOf = async (sku: string, quantity: number, title: string): Promise<CartLine> => {
  const variant = await variantOf(sku);
  return {
    id: variant.product_id,
    variantId: variant.id,
    title,
    slug: 'a-piece',
    price: variant.price,
    imageUrl: null,
    variant: variant.options as Record<string, string>,
    quantity,
    productType: null,
    altText: null,
  };
};

const accountBag = async () => {
  const { data, error } = await supabase.rpc('get_cart');
  if (error) throw error;
  return Object.fromEntries(
    (data as { lines: { variant_id: string; quantity: number }[] }).lines.map((l) => [
      l.variant_id,
      l.quantity,
    ]),
  );
};

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  bag.set([]);
  localStorage.removeItem(AGREEMENT_KEY);
  localStorage.removeItem(MERGE_KEY);
  window.history.pushState({}, '', '/');
});
signOutAfterEach();
clearToastsAfterEach();

describe('followBag', () => {
  it("merges a visitor's bag into the account's on sign-in and saves each change after", async () => {
    const session = await signUpTestUser('follow-bag');
    const fesSmall = await lineOf('ZLJ-CER-001-S', 1, 'Bol bleu de Fès');
    const jam = await lineOf('ZLJ-SPI-001', 2, 'Confiture de figues');
    // The account's bag, filled on another device.
    await supabase.rpc('save_cart', { p_lines: [{ variant_id: fesSmall.variantId!, quantity: 2 }] });
    bag.set([fesSmall, jam]);

    stop = followBag(session.user.id, bag);
    await until(() => bag.get().find((l) => l.variantId === fesSmall.variantId)?.quantity === 3);
    // Lines this browser showed keep its words (the title in the page's language).
    expect(bag.get().map((l) => [l.title, l.quantity])).toEqual([
      ['Bol bleu de Fès', 3],
      ['Confiture de figues', 2],
    ]);
    expect(await accountBag()).toEqual({ [fesSmall.variantId!]: 3, [jam.variantId!]: 2 });
    expect(localStorage.getItem(MERGE_KEY)).toBeNull();

    act(() => bag.set((lines) => lines.filter((l) => l.variantId !== jam.variantId)));
    await until(
      async () => JSON.stringify(await accountBag()) === JSON.stringify({ [fesSmall.variantId!]: 3 }),
    );

    // A second visit merges nothing twice: the browser already agrees with the account.
    stop();
    stop = followBag(session.user.id, bag);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await accountBag()).toEqual({ [fesSmall.variantId!]: 3 });
    expect(bag.get().map((l) => l.quantity)).toEqual([3]);
  });

  it('takes out a piece that is no longer sold and says so in the page’s language', async () => {
    const session = await signUpTestUser('follow-bag-gone');
    window.history.pushState({}, '', '/fr/cart');
    const jam = await lineOf('ZLJ-SPI-001', 1, 'Confiture de figues');
    const gone = { ...jam, variantId: crypto.randomUUID(), id: crypto.randomUUID(), title: 'Bol retiré' };
    bag.set([gone, jam]);
    const toasts = renderHook(() => useToasts());

    stop = followBag(session.user.id, bag);
    // The toast is React state: the wait is inside act so its update is too.
    await act(() => until(() => toasts.result.current.length > 0));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Votre panier a changé',
      description: 'Cette pièce n’est plus vendue et a été retirée de votre panier : Bol retiré.',
    });
    expect(bag.get().map((l) => l.title)).toEqual(['Confiture de figues']);
    toasts.unmount();
  });

  it('empties the browser’s bag on sign-out: it stays in the account', async () => {
    const session = await signUpTestUser('follow-bag-out');
    const jam = await lineOf('ZLJ-SPI-001', 1, 'Fig jam');
    bag.set([jam]);
    stop = followBag(session.user.id, bag);
    await until(() => localStorage.getItem(AGREEMENT_KEY) !== null);
    expect(await accountBag()).toEqual({ [jam.variantId!]: 1 });
    await act(async () => {
      await supabase.auth.signOut({ scope: 'local' });
    });
    await until(() => bag.get().length === 0);
    expect(localStorage.getItem(AGREEMENT_KEY)).toBeNull();
  });
});
