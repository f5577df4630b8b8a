import { render, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';

import { AppRouter, ScreenLoader, createAppMemoryHistory } from '@/lib/routing';

import { useScreenIsTranslated, type ScreenHandle } from './screen-handle';

function Shows() {
  return (
    <>
      <p>{useScreenIsTranslated() ? 'translated' : 'English'}</p>
      <Outlet />
    </>
  );
}

const translated: ScreenHandle = { translated: true };
const Nothing = () => null;

// A screen added later, before its words are in catalogues, is marked English by the layout until its
// route module says otherwise (docs/i18n.md).
describe('useScreenIsTranslated', () => {
  it.each([
    ['/new', 'English'],
    ['/done', 'translated'],
  ])('reads the shown screen’s handle at %s', async (path, expected) => {
    const routes = [
      {
        element: <Shows />,
        children: [
          { path: '/new', element: <Nothing />, handle: ScreenLoader.of({ default: Nothing }) },
          {
            path: '/done',
            element: <Nothing />,
            handle: ScreenLoader.of({ default: Nothing, handle: translated }),
          },
        ],
      },
    ];
    render(<AppRouter history={createAppMemoryHistory([path])} routes={routes} />);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});
