import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { AppRouter, RouteTable } from '@/lib/routing';
import { testRouter } from '@/testing/test-router';

import { useChosenVariant } from './use-chosen-variant';
import type { ProductVariant } from './variants';

const variant = (size: ProductVariant['size'], stock: number | null, position: number): ProductVariant => ({
  id: `v-${size}`,
  sku: `SKU-${size}`,
  size,
  price: 100 + position,
  compare_at_price: null,
  stock_quantity: stock,
  position,
});
const SIZES = [variant('small', 2, 0), variant('medium', 0, 1), variant('large', null, 2)];

function Chosen() {
  const [chosen, choose] = useChosenVariant(SIZES);
  return (
    <button type="button" onClick={() => choose('large')}>
      {chosen?.sku}
    </button>
  );
}

const routes = [{ path: '/product/:slug', element: <Chosen /> }];

/** What the build writes for /product/x: rendered without a query string. */
function prerendered(): string {
  return renderToString(
    <StaticRouter location="/product/x">
      <RouteTable routes={routes} />
    </StaticRouter>,
  );
}

async function hydrateAt(address: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = prerendered();
  const router = testRouter(address, { routes });
  const recoverable = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <AppRouter history={router.history} routes={routes} />, {
      onRecoverableError: recoverable,
    });
  });
  const unmount = () => {
    act(() => root!.unmount());
    container.remove();
  };
  return { router, recoverable, unmount };
}

describe('useChosenVariant', () => {
  it('hydrates the markup drawn for its own address without a mismatch, on the default size', async () => {
    // src/main.tsx hydrates only at the address the page was drawn for (no query string); a shared
    // ?size= link is rendered afresh (src/app/product-page-hydration.test.tsx).
    const page = await hydrateAt('/product/x');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('SKU-small');
    page.unmount();
  });

  it('falls back to the default for a size the product lacks or has sold out', async () => {
    for (const address of ['/product/x?size=huge', '/product/x?size=medium', '/product/x']) {
      const page = await hydrateAt(address);
      expect(screen.getByRole('button')).toHaveTextContent('SKU-small');
      page.unmount();
    }
  });

  it('writes the chosen size into the address, replacing its entry', async () => {
    const page = await hydrateAt('/product/x?ref=mail');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('SKU-large');
    expect(page.router.state.location.search).toBe('?ref=mail&size=large');
    expect(page.router.state.historyAction).toBe('REPLACE');
    page.unmount();
  });
});
