import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router-dom';

import { createAppMemoryHistory, ScreenLoader, useNavigateShown, type ScreenModule } from '.';
import { AppRouter } from './app-router';
import { Screen } from './screen';
import { ScrollRestoration } from './scroll-restoration';

/** A screen whose code arrives when the test says so. */
function slowScreen(text: string) {
  let arrive: () => void = () => {};
  const loader = new ScreenLoader(
    () =>
      new Promise<ScreenModule>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { loader, arrive: () => act(async () => arrive()) };
}

const screenRoute = (path: string, loader: ScreenLoader): RouteObject => ({
  path,
  handle: loader,
  element: <Screen loader={loader} />,
});

function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigateShown();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <Link to="/b">to b</Link>
      <Link to="/c">to c</Link>
      <Link to="/a?sort=price" preventScrollReset>
        sort
      </Link>
      <button type="button" onClick={() => void navigate('/b').then(() => (document.title = 'left'))}>
        leave
      </button>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function setUp(first = '/a') {
  const a = slowScreen('Page A');
  const b = slowScreen('Page B');
  const c = slowScreen('Page C');
  const routes = [
    {
      element: <Layout />,
      children: [screenRoute('/a', a.loader), screenRoute('/b', b.loader), screenRoute('/c', c.loader)],
    },
  ];
  const history = createAppMemoryHistory([first]);
  render(<AppRouter history={history} routes={routes} />);
  return { a, b, c, history };
}

const where = () => screen.getByTestId('where').textContent;

describe('AppRouter', () => {
  it('draws nothing until the first screen’s code is in, then the page whole', async () => {
    const { a } = setUp();
    expect(document.body.textContent).toBe('');
    await a.arrive();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(where()).toBe('/a');
  });

  it('keeps the page on screen, address included, until the next screen’s code is in', async () => {
    const { a, b, history } = setUp();
    await a.arrive();
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    expect(history.location.pathname).toBe('/b');
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(where()).toBe('/a');
    await b.arrive();
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(where()).toBe('/b');
  });

  it('lets a later move overtake one still loading', async () => {
    const { a, b, c } = setUp();
    await a.arrive();
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    await act(async () => screen.getByRole('link', { name: 'to c' }).click());
    await c.arrive();
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeInTheDocument();
    await b.arrive();
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeInTheDocument();
    expect(where()).toBe('/c');
  });

  it('settles navigate-and-wait once the new page is drawn', async () => {
    const { a, b } = setUp();
    await a.arrive();
    document.title = 'here';
    await act(async () => screen.getByRole('button', { name: 'leave' }).click());
    expect(document.title).toBe('here');
    await b.arrive();
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(document.title).toBe('left');
  });

  it('starts a new page at the top, keeps the place for preventScrollReset, and Back restores it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrolled = (y: number) =>
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    const { a, b, history } = setUp();
    await a.arrive();
    expect(scrollTo).not.toHaveBeenCalled();

    scrolled(700);
    await act(async () => screen.getByRole('link', { name: 'sort' }).click());
    expect(where()).toBe('/a');
    expect(scrollTo).not.toHaveBeenCalled();

    scrolled(900);
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    await b.arrive();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolled(0);
    await act(async () => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    scrolled(0);
  });
});
