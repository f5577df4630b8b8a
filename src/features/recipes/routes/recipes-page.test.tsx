import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findText, renderRoute } from '@/testing/render-route';

import { stubRestTable } from '@/testing/stub-rest';

const cardTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const chips = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('link')
    .map((chip) => chip.textContent);

describe('/recipes', () => {
  it('lists published recipes newest first with the card facts', async () => {
    renderRoute('/recipes');
    await findText('Moroccan Mint Tea');
    // Newest first; the draft pastilla never shows.
    expect(cardTitles()).toEqual([
      'Orange Salad with Cinnamon and Orange Blossom',
      'Msemen: Square Layered Flatbread',
      'Zaalouk: Smoky Aubergine and Tomato Salad',
      'Harira',
      'Seven-Vegetable Couscous',
      'Chicken Tagine with Preserved Lemon and Olives',
      'Moroccan Mint Tea',
    ]);
    const card = screen.getByRole('link', { name: 'Moroccan Mint Tea' }).closest('article');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByText('easy')).toBeInTheDocument();
    expect(inCard.getByText('15 min')).toBeInTheDocument(); // prep 5 + cook 10
    expect(inCard.getByText('6 servings')).toBeInTheDocument();
    expect(inCard.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'tea',
      'drinks',
      'mint',
      '+1and 1 more',
    ]);
  });

  it('counts every difficulty, time and tag choice, the first five tags in sorted order', async () => {
    renderRoute('/recipes');
    await findText('Moroccan Mint Tea');
    expect(chips('Difficulty')).toEqual([
      'All 7 recipes',
      'easy 3 recipes',
      'medium 3 recipes',
      'hard 1 recipe',
    ]);
    expect(chips('Time')).toEqual([
      'Under 30 min 2 recipes',
      '30–60 min 1 recipe',
      '1–2 hours 2 recipes',
      '2 hours or more 2 recipes',
    ]);
    expect(chips('Tags')).toEqual([
      'aubergine 1 recipe',
      'bread 1 recipe',
      'breakfast 1 recipe',
      'chicken 1 recipe',
      'citrus 1 recipe',
    ]);
  });

  it('filters by search, difficulty and tag in the URL, and clears them', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/recipes');
    await findText('Moroccan Mint Tea');

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'LEMON');
    await waitFor(() => expect(cardTitles()).toEqual(['Chicken Tagine with Preserved Lemon and Olives']));
    expect(router.state.location.search).toBe('?q=LEMON');
    // Under "lemon" only the medium tagine is left: the other levels count none and are not links.
    expect(chips('Difficulty')).toEqual(['All 1 recipe', 'medium 1 recipe']);

    await user.click(screen.getByRole('link', { name: 'medium 1 recipe' }));
    expect(router.state.location.search).toBe('?q=LEMON&difficulty=medium');
    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'salad');
    expect(await findText('No recipes match your search criteria.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Popular recipes' })).getAllByRole('article'),
    ).toHaveLength(3);
    await user.click(screen.getAllByRole('link', { name: 'Clear Filters' })[0]!);
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'bread 1 recipe' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Msemen: Square Layered Flatbread']));
    expect(screen.getByRole('link', { name: 'bread 1 recipe' })).toHaveAttribute('aria-current', 'true');

    // Back restores the list before the tag was chosen.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
  });

  it('restores filters and the sort from the URL', async () => {
    renderRoute('/recipes?difficulty=easy&q=salad&sort=quickest');
    await findText('2 recipes');
    expect(cardTitles()).toEqual([
      'Orange Salad with Cinnamon and Orange Blossom',
      'Zaalouk: Smoky Aubergine and Tomato Salad',
    ]);
    expect(screen.getByRole('link', { name: 'easy 2 recipes' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('salad');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('quickest');
  });

  it('says so when no recipe is published', async () => {
    stubRestTable('rpc/browse_recipes', {
      status: 200,
      body: {
        items: [],
        total: 0,
        page: 1,
        page_size: 12,
        popular: [],
        facets: { difficulty: [], time: [], tag: [] },
      },
    });
    renderRoute('/recipes');
    expect(await findText('No recipes published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
