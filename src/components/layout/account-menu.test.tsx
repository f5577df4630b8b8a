import type { User } from '@supabase/supabase-js';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * The account menu's Radix part loads on first use. Each test starts from a fresh module registry, so
 * the menu's code has not arrived when it begins, and it arrives when the test calls `arrive()`.
 */
async function renderSignedIn() {
  vi.resetModules();
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./account-menu-dropdown', async () => {
    await gate;
    return vi.importActual('./account-menu-dropdown');
  });
  const [{ AccountMenu }, { AuthContext }] = await Promise.all([
    import('./account-menu'),
    import('@/providers/auth-context'),
  ]);
  const signOut = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter>
      <AuthContext.Provider
        value={{
          user: { id: 'reader', email: 'reader@example.com' } as User,
          session: null,
          loading: false,
          lastEvent: null,
          signingOut: false,
          signOut,
        }}
      >
        <AccountMenu />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  const placeholder = screen.getByRole('button', { name: /Account/ });
  /** Lets the menu's code arrive; resolves once its own button has replaced the placeholder. */
  const arrival = async () => {
    arrive();
    await waitFor(() => expect(button()).not.toBe(placeholder));
  };
  return { signOut, placeholder, arrival };
}

const button = () => screen.getByRole('button', { name: /Account/ });

afterEach(() => {
  vi.doUnmock('./account-menu-dropdown');
});

describe('AccountMenu', () => {
  it('draws the same button before and after the menu code arrives (it is server-rendered)', async () => {
    const { placeholder, arrival } = await renderSignedIn();
    const markup = placeholder.outerHTML;
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(placeholder);
    await arrival();
    expect(button().outerHTML).toBe(markup);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a press before its code has arrived; Escape closes it and returns focus to the button', async () => {
    const { placeholder, arrival } = await renderSignedIn();
    await userEvent.click(placeholder);
    await arrival();
    const menu = await screen.findByRole('menu', { name: /Account/ });
    expect(menu).toHaveTextContent('reader@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(button()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button()).toHaveFocus();
  });

  it('keeps the focus on the button when the code arrives, then opens from the keyboard on the first item', async () => {
    const { placeholder, arrival, signOut } = await renderSignedIn();
    await userEvent.tab();
    expect(placeholder).toHaveFocus();
    await arrival();
    expect(button()).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('opens on the first item when Enter was pressed before the code arrived', async () => {
    const { placeholder, arrival } = await renderSignedIn();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(placeholder).toBeInTheDocument();
    await arrival();
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  });
});
