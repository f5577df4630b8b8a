import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findText, renderRoute } from '@/testing/render-route';

import { stubRestTable } from '@/testing/stub-rest';

const cardTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

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

  it('offers the first five tags in sorted order and filters by search, difficulty and tag in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/recipes');
    await findText('Moroccan Mint Tea');
    const tags = within(screen.getByRole('group', { name: 'Tags' })).getAllByRole('button');
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'aubergine',
      'bread',
      'breakfast',
      'chicken',
      'citrus',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'LEMON');
    expect(cardTitles()).toEqual(['Chicken Tagine with Preserved Lemon and Olives']);
    expect(router.state.location.search).toBe('?q=LEMON');

    await user.click(screen.getByRole('button', { name: 'hard' }));
    expect(await findText('No recipes match your search criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardTitles()).toHaveLength(7);
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'bread' }));
    expect(screen.getByRole('button', { name: 'bread' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Msemen: Square Layered Flatbread']);
  });

  it('restores filters from the URL', async () => {
    renderRoute('/recipes?difficulty=easy&q=salad');
    await findText('2 recipes');
    expect(cardTitles().sort()).toEqual([
      'Orange Salad with Cinnamon and Orange Blossom',
      'Zaalouk: Smoky Aubergine and Tomato Salad',
    ]);
    expect(screen.getByRole('button', { name: 'easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('salad');
  });

  it('says so when no recipe is published', async () => {
    stubRestTable('articles', { status: 200, body: [] });
    renderRoute('/recipes');
    expect(await findText('No recipes published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
