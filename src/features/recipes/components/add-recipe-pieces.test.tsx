import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { testLine } from '@/testing/cart-lines';
import { renderRoute } from '@/testing/render-route';

// The orange salad's pieces (seed): the Fes bowl (small by default), the marmalade, and the Amazigh
// vessel, sold out in every size.
const SALAD = '/recipe/orange-and-cinnamon-salad';
const BOWL = '11111111-1111-4111-8111-000000000001';
const MARMALADE = '11111111-1111-4111-8111-000000000015';

const savedBag = (): CartLine[] => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as CartLine[];

const inBag = (id: string, quantity: number, size?: string) => ({
  ...testLine(id, quantity, size),
  title: 'Saved earlier',
});

/** The small Fes bowls left now (other tests' orders may have taken some). */
async function smallBowlsLeft(): Promise<number> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('product_variants')
    .select('stock_quantity')
    .eq('product_id', BOWL)
    .eq('options->>size', 'small')
    .single();
  if (error) throw error;
  return data.stock_quantity ?? 0;
}

const findButton = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });

afterEach(() => localStorage.clear());

describe('Add the pieces for this recipe', () => {
  it('adds the pieces in stock in French and names the sold-out one in one announcement', async () => {
    const user = userEvent.setup();
    renderRoute(`/fr${SALAD}`);
    await user.click(await findButton('Ajouter les pièces de cette recette'));

    const status = await screen.findByText(/^2 pièces ajoutées/, {}, { timeout: 10_000 });
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(
      "2 pièces ajoutées : Bol à thé bleu de Fès (Taille : Petit 15 cm) et Marmelade d'oranges amères. " +
        'Pas en stock : Amazigh Motif Vessel.',
    );
    expect(savedBag().map((line) => [line.title, line.variant, line.quantity])).toEqual([
      ['Bol à thé bleu de Fès', { size: 'small' }, 1],
      ["Marmelade d'oranges amères", {}, 1],
    ]);
    expect(screen.getByRole('link', { name: /Panier : 2 articles/ })).toBeInTheDocument();
  });

  it('says in Arabic that a piece already at the per-order limit was not added', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([inBag(MARMALADE, 10)]));
    const user = userEvent.setup();
    renderRoute(`/ar${SALAD}`);
    await user.click(await findButton('أضف قطع هذه الوصفة إلى السلة'));

    const status = await screen.findByText(/^أُضيفت قطعة واحدة/, {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(
      'أُضيفت قطعة واحدة: زلافة الشاي الزرقاء الفاسية (المقاس: صغير 15 سم). ' +
        'غير متوفر حاليًا: Amazigh Motif Vessel. ' +
        'مربى البرتقال المر: في سلتك 10 منه، وهو الحد الأقصى للطلب الواحد.',
    );
    expect(savedBag().map((line) => [line.id, line.quantity])).toEqual([
      [MARMALADE, 10],
      [BOWL, 1],
    ]);
  });

  it('adds nothing when the bag already holds every piece left, and says why for each', async () => {
    const left = await smallBowlsLeft();
    const bag = [inBag(BOWL, left, 'small'), inBag(MARMALADE, 10)];
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(bag));
    const user = userEvent.setup();
    renderRoute(SALAD);
    await user.click(await findButton('Add the pieces for this recipe'));

    const status = await screen.findByText(/^Nothing was added/, {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(
      'Nothing was added. Not in stock: Amazigh Motif Vessel. ' +
        `Fes Blue Tea Bowl (Size: Small 15cm): all ${left} left are already in your bag. ` +
        'Bitter Orange Marmalade: already 10 in your bag, the most for one order.',
    );
    expect(savedBag()).toEqual(bag);
  });

  it('works in cooking mode from the keyboard, announced inside the dialog', async () => {
    const user = userEvent.setup();
    renderRoute('/recipe/moroccan-mint-tea');
    await user.click(await findButton('Enter Cooking Mode'));
    const dialog = await screen.findByRole('dialog', { name: 'Moroccan Mint Tea' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Show ingredients' }));
    const add = await within(dialog).findByRole('button', { name: 'Add the pieces for this recipe' });
    add.focus();
    await user.keyboard('{Enter}');

    const status = await within(dialog).findByText(/^Added \d pieces?:/, {}, { timeout: 10_000 });
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/Hand-Hammered Berrad Teapot/);
    expect(add).toHaveFocus();
    await waitFor(() => expect(savedBag().length).toBeGreaterThan(0));
  });
});
