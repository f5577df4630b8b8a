import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
/** The price under the title: the chosen size's. */
const shownPrice = () => screen.getByRole('heading', { level: 1 }).nextElementSibling;
const savedTitles = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as { title: string }[]).map((l) => l.title);

describe('product page in French and Arabic', () => {
  it('shows the French translation with French controls, and adds the piece under its French name', async () => {
    renderRoute('/fr/product/fes-blue-tea-bowl');
    expect(await heading('Bol à thé bleu de Fès')).not.toHaveAttribute('lang');
    expect(screen.getByText(/Un petit bol profond, dans le bleu cobalt/)).not.toHaveAttribute('lang');
    expect(screen.getByRole('radio', { name: /^Petit 15 cm 180\sMAD$/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer Bol à thé bleu de Fès' })).toHaveTextContent(
      'Enregistrer',
    );
    expect(screen.getByRole('link', { name: 'Bols et récipients' })).toHaveAttribute(
      'href',
      '/fr/shop?type=bowl',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Livraison' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Livraison offerte dès 500 dh d’achat.');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Ajouté au panier', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Bol à thé bleu de Fès (1) a été ajouté à votre panier.')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(savedTitles()).toEqual(['Bol à thé bleu de Fès']);
  });

  it('follows the chosen size with its price and stock in French', async () => {
    renderRoute('/fr/product/fes-blue-tea-bowl');
    await heading('Bol à thé bleu de Fès');
    expect(shownPrice()).toHaveTextContent(/^180\sMAD$/);
    await userEvent.click(screen.getByRole('radio', { name: /^Grand 22 cm 320\sMAD$/ }));
    expect(shownPrice()).toHaveTextContent(/^320\sMAD$/);
    expect(screen.getByText('Plus que 3 en stock')).toBeInTheDocument();
  });

  it('marks a sold-out size in French and Arabic, with its own Notify me', async () => {
    const french = renderRoute('/fr/product/tamegroute-green-bowl');
    expect(
      await screen.findByRole('radio', { name: /^Moyen 18 cm 420\sMAD Épuisé$/ }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prévenez-moi du retour du Moyen 18 cm' })).toBeInTheDocument();
    french.unmount();

    renderRoute('/ar/product/tamegroute-green-bowl');
    expect(
      await screen.findByRole('radio', { name: /^متوسط 18 سم .*420.* نفد المخزون$/ }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'أعلِمني عند توفّر مقاس متوسط 18 سم' })).toBeInTheDocument();
  });

  it('says a "was" price in French and Arabic', async () => {
    const french = renderRoute('/fr/product/rif-clay-mixing-bowl?size=large');
    expect(
      await screen.findByText(/^Prix initial 420\sMAD, maintenant 360\sMAD$/, {}, { timeout: 10_000 }),
    ).toHaveClass('sr-only');
    french.unmount();

    renderRoute('/ar/product/rif-clay-mixing-bowl?size=large');
    expect(
      await screen.findByText(/^كان السعر .*420.*، والآن .*360.*$/, {}, { timeout: 10_000 }),
    ).toHaveClass('sr-only');
    expect(shownPrice()?.querySelector('s')).toHaveTextContent(/420\sد\.م\./);
  });

  it('marks what has no French translation yet as English', async () => {
    renderRoute('/fr/product/fig-and-anise-jam');
    expect(await heading('Fig and Anise Jam')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Acheter maintenant' })).toBeEnabled();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByText('Fig and Anise Jam')).toHaveAttribute('lang', 'en');
  });

  it('reads in Arabic, picture count included', async () => {
    renderRoute('/ar/product/fes-blue-tea-bowl');
    expect(await heading('زلافة الشاي الزرقاء الفاسية')).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^صغير 15 سم\s*\u200f?180\sد\.م\.\u200f?$/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'حفظ زلافة الشاي الزرقاء الفاسية' })).toHaveTextContent('حفظ');
    expect(screen.getByRole('region', { name: 'صور زلافة الشاي الزرقاء الفاسية' })).toBeInTheDocument();
    // The price follows the size, written the Arabic way.
    expect(shownPrice()).toHaveTextContent(/^\u200f?180\sد\.م\.\u200f?$/);
    await userEvent.click(screen.getByRole('radio', { name: /^كبير 22 سم/ }));
    expect(shownPrice()).toHaveTextContent(/^\u200f?320\sد\.م\.\u200f?$/);
    expect(screen.getByText('لم يتبقَّ إلا 3')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^تكبير الصورة 1 من \d+$/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
