import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { useScreenIsTranslated, type ScreenHandle } from './screen-handle';

function Shows() {
  return <p>{useScreenIsTranslated() ? 'translated' : 'English'}</p>;
}

const translated: ScreenHandle = { translated: true };

// A screen added later, before its words are in catalogues, is marked English by the layout until its
// route module says otherwise (docs/i18n.md).
describe('useScreenIsTranslated', () => {
  it.each([
    ['/new', 'English'],
    ['/done', 'translated'],
  ])('reads the shown screen’s handle at %s', async (path, expected) => {
    const router = createMemoryRouter(
      [
        {
          element: <Shows />,
          children: [
            { path: '/new', element: null },
            { path: '/done', element: null, handle: translated },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});
