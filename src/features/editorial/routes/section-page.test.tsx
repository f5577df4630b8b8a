import { screen, waitFor, within } from '@testing-library/react';

import { findText, renderRoute } from '@/testing/render-route';

const storyLinks = () =>
  within(screen.getByRole('region', { name: /^Stories in/ }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('editorial sections', () => {
  it('lists the stories tagged for a section, newest first, linking to rituals and recipes', async () => {
    renderRoute('/design');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/Tadelakt walls, cedar ceilings/)).toBeInTheDocument();
    expect(await findText('Zellij: A Geometry Cut by Hand')).toBeInTheDocument();
    expect(storyLinks()).toEqual([
      ['Zellij: A Geometry Cut by Hand', '/ritual/zellij-a-geometry-cut-by-hand'],
      ['Bakhoor: The Language of Smoke', '/ritual/bakhoor-the-language-of-smoke'],
    ]);
  });

  it('calls /health Healing and links recipes to their recipe page', async () => {
    renderRoute('/health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Healing' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Harira' })).toHaveAttribute('href', '/recipe/harira');
  });

  it('shows the city guides on /guides and one city on /guides/{city}', async () => {
    const guides = renderRoute('/guides');
    const cities = await screen.findByRole('navigation', { name: 'City guides' }, { timeout: 10_000 });
    expect(
      within(cities)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/guides/marrakech', '/guides/fes', '/guides/casablanca', '/guides/rabat']);
    guides.unmount();

    renderRoute('/guides/fes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fes' }, { timeout: 10_000 })).toBeVisible();
    expect(await findText('Zellij: A Geometry Cut by Hand')).toBeInTheDocument();
  });

  it('is honest when a section has no stories yet', async () => {
    renderRoute('/guides/rabat');
    expect(
      await findText('No stories in Rabat yet — our editors are still writing them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the rituals' })).toHaveAttribute('href', '/rituals');
  });

  it('titles /explore Explore Morocco', async () => {
    renderRoute('/explore');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Morocco' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('keeps the 404 screen for unknown cities', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute('/guides/tangier');
    expect(await findText('Oops! Page not found')).toBeInTheDocument();
    // Logged from an effect, which may run just after the screen is shown.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('404: no route for', '/guides/tangier'));
  });
});
