import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';

import { appRoutes, page } from './router';

describe('route error boundaries', () => {
  it('replaces only the failed screen, inside the chrome, with Try again and a way home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const routes = appRoutes();
    const shop = routes[0]!.children!.find((route) => route.path === 'shop')!;
    // What a visitor meets when a deploy replaced the screen's chunk while their tab was open.
    Object.assign(
      shop,
      page(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );

    renderRoute('/shop', routes);

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Something went wrong');
    // The chrome stays: the visitor can still reach the bag and the rest of the shop.
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('Route failed to render:', expect.any(TypeError));
  });

  it('renders nothing before the first screen loads, without a router warning', async () => {
    renderRoute('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The console guard fails this test if React Router warns about a missing HydrateFallback.
  });
});
