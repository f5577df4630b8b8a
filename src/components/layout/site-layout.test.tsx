import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import { signUpTestUser } from '@/testing/test-users';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

async function openShop(path = '/collections') {
  const view = renderRoute(path);
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  return view;
}

describe('shop header', () => {
  it('opens the four-column mega menu from a disclosure button; Escape closes it and returns focus', async () => {
    await openShop();
    const button = screen.getByRole('button', { name: 'Shop' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The panel's code arrives on first use; a press before it has arrived opens it on arrival.
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await waitFor(() => {
      const arrived = document.getElementById(button.getAttribute('aria-controls')!);
      expect(arrived).not.toBeNull();
      return arrived!;
    });
    expect(panel).toBeVisible();
    const columns = within(panel).getAllByRole('navigation');
    expect(columns.map((column) => column.getAttribute('aria-label'))).toEqual([
      'Collections',
      'Categories',
      'Product Types',
      'Special',
    ]);
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['All Collections', '/collections'],
        ['Tea Rituals', '/collection/tea-rituals'],
        ['Summer Pantry', '/collection/summer-pantry'],
        ['Zellij Basics', '/collection/zellij-basics'],
        ['Zellij Essentials', '/collection/zellij-essentials'],
        ['Ceramics', '/shop?category=ceramics'],
        ['Accessories', '/shop?category=accessories'],
        ['Bowls & Vessels', '/shop?type=bowl'],
        ['Serving Boards', '/shop?type=serving-board'],
        ['Napkins & Linens', '/shop?type=napkin'],
        ['Jams & Preserves', '/shop?type=jam'],
        ['Utensils & Tools', '/shop?type=utensil'],
        ['Gift Sets', '/shop?type=gift-set'],
        ['Featured Items', '/shop?featured=true'],
        ['New Arrivals', '/shop?new=true'],
        ['Artisan Spotlight', '/shop?artisan=true'],
        ['Shop all pieces →', '/shop'],
      ]),
    );

    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: 'All Collections' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mega menu on an outside click and after following a link', async () => {
    const { router } = await openShop();
    const button = screen.getByRole('button', { name: 'Shop' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: 'Gift Sets' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?type=gift-set'));
    // A new page: focus moves to the start of its content.
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('searches for non-blank terms only', async () => {
    const { router } = await openShop();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByPlaceholderText('Start typing to search');
    expect(input).toHaveFocus();
    await userEvent.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/collections');
    await userEvent.type(input, 'tea glass{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=tea+glass'),
    );
  });

  it('links SAVED, BAG and ACCOUNT, and switches the currency', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          id: 'a',
          title: 'A',
          slug: 'a',
          price: 110,
          imageUrl: null,
          variant: {},
          quantity: 3,
          productType: null,
          altText: null,
        },
      ]),
    );
    await openShop('/cart');
    expect(screen.getByRole('link', { name: 'Saved items: 0' })).toHaveAttribute('href', '/saved');
    expect(screen.getByRole('link', { name: 'Bag: 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/auth');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(localStorage.getItem(STORAGE_KEYS.currency)).toBe('USD');
    expect(screen.getAllByText('$33.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('≈ 330 MAD').length).toBeGreaterThan(0);
  });

  it('wears the same header and footer on shop and reading screens', async () => {
    // The language links lead to the page being read in another language, so they differ by page.
    const pageLinks = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .filter((link) => !link.hasAttribute('hreflang'))
        .map((link) => link.getAttribute('href'));
    const chrome = () => ({
      // The page's own <header> elements are no banner in a browser; jsdom's role mapping counts them.
      header: pageLinks(screen.getAllByRole('banner')[0]!),
      footer: pageLinks(screen.getAllByRole('contentinfo')[0]!),
    });
    await openShop('/collections');
    const shop = chrome();
    cleanup();
    await openShop('/about');
    expect(chrome()).toEqual(shop);
    expect(shop.footer).toEqual(
      expect.arrayContaining(['/shop', '/rituals', '/recipes', '/about', '/delivery', '/contact']),
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('signed-in chrome', () => {
  afterEach(async () => {
    cleanup();
    await supabase.auth.signOut({ scope: 'local' });
  });

  it('offers Profile, Saved Items and Sign Out from the account menu, and Premium in the header', async () => {
    await signUpTestUser('chrome');

    await openShop();
    const header = screen.getAllByRole('banner')[0]!;
    expect(
      await within(header).findByRole('button', { name: 'Get Premium' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: /Account/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Saved Items' })).toHaveAttribute('href', '/saved');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Account' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/auth',
    );
  });
});

describe('the chrome in another language', () => {
  it('speaks French under /fr and keeps links inside the French shop', async () => {
    renderRoute('/fr/about');
    const nav = await screen.findByRole('navigation', { name: 'Principale' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Rituels' })).toHaveAttribute('href', '/fr/rituals');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    const languages = screen.getAllByRole('navigation', { name: 'Langue' })[0]!;
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
    expect(within(languages).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/about');
  });

  it('speaks Arabic under /ar, with Arabic plurals', async () => {
    renderRoute('/ar/');
    await screen.findByRole('navigation', { name: 'الرئيسية' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'السلة: 0 قطعة' })).toHaveAttribute('href', '/ar/cart');
  });
});

describe('a screen not yet translated', () => {
  it('leaves a translated screen unmarked on a French page (every screen is; see screen-handle.test.tsx)', async () => {
    renderRoute('/fr/shop');
    await screen.findByRole('navigation', { name: 'Principale' }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull(), { timeout: 10_000 });
    expect(document.getElementById('main')).not.toHaveAttribute('lang');
  });
});
