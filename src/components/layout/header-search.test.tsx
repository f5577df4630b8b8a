import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';

/** Opens the header's search panel on a page and returns its field, which has focus. */
async function openSearch(path = '/collections') {
  const view = renderRoute(path);
  const toggle = await screen.findByRole('button', { name: 'Search' }, { timeout: 10_000 });
  await userEvent.click(toggle);
  // The field's code loads when the reader reaches for the button; the press opens it on arrival.
  const field = await screen.findByRole('combobox', { name: 'Search the shop' });
  expect(field).toHaveFocus();
  return { ...view, field, toggle };
}

const listbox = () => screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5_000 });

describe('the search box in the header', () => {
  it('suggests from the second letter and announces how many results there are', async () => {
    const { field } = await openSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'b');
    // One letter asks nothing: give the debounce time to pass, and still no list.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(field, 'owls');
    const list = await listbox();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(7); // six suggestions and "see all"
    expect(options[0]).toHaveTextContent('Product');
    expect(options.at(-1)).toHaveTextContent('See all results for “bowls”');
    const status = within(field.closest('form')!).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ results for “bowls”$/));
    expect(Number(status.textContent!.split(' ')[0])).toBeGreaterThanOrEqual(6);
  });

  it('moves through the suggestions with the arrows, wrapping at both ends', async () => {
    const { field } = await openSearch();
    await userEvent.type(field, 'tagine');
    const options = within(await listbox()).getAllByRole('option');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(field).toHaveFocus();
  });

  it('opens the chosen suggestion with Enter and closes the panel', async () => {
    const { field, router } = await openSearch();
    await userEvent.type(field, 'thuya bo');
    const first = within(await listbox()).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Thuya Burl Serving Board');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/thuya-wood-serving-board'));
    expect(screen.queryByRole('combobox', { name: 'Search the shop' })).toBeNull();
  });

  it('goes to every result at /search with Enter when no suggestion is chosen', async () => {
    const { field, router } = await openSearch();
    await userEvent.type(field, 'mint tea');
    await listbox();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=mint+tea');
  });

  it('closes the list with Escape, then the panel with a second Escape, giving focus back to the toggle', async () => {
    const { field, toggle } = await openSearch();
    await userEvent.type(field, 'olive');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('olive');
    expect(field).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(await listbox()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search the shop' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('ignores a blank term', async () => {
    const { field, router } = await openSearch();
    await userEvent.type(field, '   {Enter}');
    expect(router.state.location.pathname).toBe('/collections');
  });
});
