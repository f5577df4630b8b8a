import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const savedTitles = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as { title: string }[]).map((l) => l.title);

describe('product page in French and Arabic', () => {
  it('shows the French translation with French controls, and adds the piece under its French name', async () => {
    renderRoute('/fr/product/fes-blue-tea-bowl');
    expect(await heading('Bol à thé bleu de Fès')).not.toHaveAttribute('lang');
    expect(screen.getByText(/Un petit bol profond, dans le bleu cobalt/)).not.toHaveAttribute('lang');
    expect(screen.getByRole('radio', { name: 'Petit 15 cm' })).toBeChecked();
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
    expect(screen.getByRole('radio', { name: 'صغير 15 سم' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'حفظ زلافة الشاي الزرقاء الفاسية' })).toHaveTextContent('حفظ');
    expect(screen.getByRole('region', { name: 'صور زلافة الشاي الزرقاء الفاسية' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^تكبير الصورة 1 من \d+$/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
