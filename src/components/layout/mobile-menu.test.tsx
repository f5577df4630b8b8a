import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * The phone menu's dialog loads on first use. Each test starts from a fresh module registry, so the
 * dialog's code has not arrived when it begins, and it arrives when the test calls `arrival()`.
 */
async function renderMenu() {
  vi.resetModules();
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./mobile-menu-dialog', async () => {
    await gate;
    return vi.importActual('./mobile-menu-dialog');
  });
  const [{ MobileMenu }, { AuthContext }, { CurrencyContext }] = await Promise.all([
    import('./mobile-menu'),
    import('@/providers/auth-context'),
    import('@/providers/currency-context'),
  ]);
  render(
    <MemoryRouter>
      <AuthContext.Provider
        value={{
          user: null,
          session: null,
          loading: false,
          lastEvent: null,
          signingOut: false,
          signOut: () => Promise.resolve(),
        }}
      >
        <CurrencyContext.Provider
          value={{ currency: 'MAD', setCurrency: () => {}, format: String, approx: () => null }}
        >
          <MobileMenu savedCount={2} />
        </CurrencyContext.Provider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  const placeholder = toggle();
  /** Lets the dialog's code arrive; resolves once its own toggle has replaced the placeholder. */
  const arrival = async () => {
    arrive();
    await waitFor(() => expect(toggle()).not.toBe(placeholder));
  };
  return { placeholder, arrival };
}

// `hidden`: while the dialog is open, Radix hides the rest of the page from assistive technology.
const toggle = () => screen.getByRole('button', { name: 'Open menu', hidden: true });

afterEach(() => {
  vi.doUnmock('./mobile-menu-dialog');
});

describe('MobileMenu', () => {
  it('draws the same toggle before and after the dialog code arrives (it is server-rendered)', async () => {
    const { placeholder, arrival } = await renderMenu();
    const markup = placeholder.outerHTML;
    expect(placeholder).toHaveAttribute('aria-haspopup', 'dialog');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(placeholder);
    await arrival();
    expect(toggle().outerHTML).toBe(markup);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on a press before its code has arrived; Escape closes it and returns focus to the toggle', async () => {
    const { placeholder, arrival } = await renderMenu();
    await userEvent.click(placeholder);
    await arrival();
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Shop all' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByRole('link', { name: 'Saved (2)' })).toHaveAttribute('href', '/saved');
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle()).toHaveFocus();
  });

  it('keeps the focus on the toggle when the code arrives; following a link closes the menu', async () => {
    const { placeholder, arrival } = await renderMenu();
    await userEvent.tab();
    expect(placeholder).toHaveFocus();
    await arrival();
    expect(toggle()).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Shop all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
