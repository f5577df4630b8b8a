import { screen, within } from '@testing-library/react';

import { findText, renderRoute } from '@/testing/render-route';

import { stubRestTable } from '@/testing/stub-rest';

describe('rituals', () => {
  it('lists published rituals newest first with their long-form date', async () => {
    renderRoute('/rituals');
    await findText('Atay: The Three Glasses');
    const main = screen.getByRole('main');
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // Newest first (seed: created 3, 5, 7 ... 21 days ago); the draft never shows.
    expect(titles).toEqual([
      'Marrakech at Dusk: Jemaa el-Fna',
      'Zellij: A Geometry Cut by Hand',
      'Friday Couscous',
      'Henna: The Night Before',
      'The Ferran: Bread from the Neighbourhood Oven',
      'Bakhoor: The Language of Smoke',
      'The Hammam: Heat, Water and the Kessa',
      'Atay: The Three Glasses',
    ]);
    expect(within(main).getAllByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Atay: The Three Glasses' })).toHaveAttribute(
      'href',
      '/ritual/atay-the-three-glasses',
    );
  });

  it('shows a ritual as a long-form essay with reading time, products and further reading', async () => {
    renderRoute('/ritual/atay-the-three-glasses');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atay: The Three Glasses' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Salma Idrissi')).toBeInTheDocument();
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument();
    // The essay's body is sanitised in the browser here (rendered, not hydrated), just after the title.
    expect(
      await screen.findByRole('heading', { name: 'Pouring from on high' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('heading', { name: 'Objects for this ritual' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'More from the journal' })).toBeInTheDocument();
  });

  it('shows the not-found state for drafts and unknown slugs', async () => {
    const draft = renderRoute('/ritual/gnawa-and-the-lila');
    expect(await findText('Ritual not found')).toBeInTheDocument();
    draft.unmount();
    renderRoute('/ritual/no-such-ritual');
    expect(await findText('Ritual not found')).toBeInTheDocument();
  });
});

describe('rituals without content or server', () => {
  it('says so when no ritual is published', async () => {
    stubRestTable('articles', { status: 200, body: [] });
    renderRoute('/rituals');
    expect(await findText('No rituals published yet.')).toBeInTheDocument();
  });

  it('logs a failed read and offers a retry', async () => {
    stubRestTable('articles', {
      status: 500,
      body: { code: 'XX000', message: 'boom', details: null, hint: null },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/rituals');
    expect(await findText('We couldn’t load the rituals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load the rituals:',
      expect.objectContaining({ message: 'boom' }),
    );
  });
});
