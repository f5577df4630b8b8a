import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ProductGallery } from './product-gallery';

/** The seeded Fes Blue Tea Bowl: three pictures in product_images on the test backend. */
const bowl = {
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  image_url: 'products/fes-blue-tea-bowl.webp',
  alt_text: 'The bowl',
};

function renderGallery(product = bowl) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProductGallery product={product} />
    </QueryClientProvider>,
  );
}

/** A first request on a busy machine can take more than the default second. */
const LOADED = { timeout: 8000 };

const mainPicture = () => within(screen.getByRole('region', { name: 'Pictures of Fes Blue Tea Bowl' }));

it('shows each picture of the gallery through Storage image transformation, with its own alt text', async () => {
  const user = userEvent.setup();
  renderGallery();
  const thumbs = await screen.findAllByRole('button', { name: /^Show picture \d of 3:/ }, LOADED);
  expect(thumbs).toHaveLength(3);

  const main = mainPicture().getByRole('img', { name: /cobalt-blue bowl/ });
  expect(main).toHaveAttribute('width', '1200');
  expect(main).toHaveAttribute('height', '1200');
  expect(main.getAttribute('srcset')).toContain(
    '/storage/v1/render/image/public/media/products/fes-blue-tea-bowl.webp?width=400&height=400&resize=cover&quality=75 400w',
  );
  expect(main.getAttribute('sizes')).toBe('(min-width: 1024px) 36rem, 100vw');
  expect(thumbs[0]).toHaveAttribute('aria-current', 'true');

  await user.click(thumbs[1]!);
  expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
  const detail = mainPicture().getByRole('img', { name: /^Close-up drawing of/ });
  expect(detail.getAttribute('src')).toContain('fes-blue-tea-bowl-detail.webp?width=');
});

it('opens the zoom by keyboard, moves between pictures with the arrows, and gives focus back on Escape', async () => {
  const user = userEvent.setup();
  renderGallery();
  await screen.findAllByRole('button', { name: /^Show picture/ }, LOADED);
  const zoom = screen.getByRole('button', { name: 'Zoom picture 1 of 3' });
  zoom.focus();
  await user.keyboard('{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Fes Blue Tea Bowl' }, LOADED);
  expect(dialog).toHaveAccessibleDescription(/cobalt-blue bowl/);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  const large = within(dialog).getByRole('img', { name: /cobalt-blue bowl/ });
  expect(large.getAttribute('srcset')).toContain('fes-blue-tea-bowl.webp?width=2400&quality=85 2400w');

  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(dialog).getByText('Picture 3 of 3')).toBeInTheDocument();
  expect(dialog).toHaveAccessibleDescription(/zellij tiles/);

  await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
  expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The page now shows the picture the shopper stopped at, and the zoom button has the focus again.
  expect(screen.getByRole('button', { name: 'Zoom picture 3 of 3' })).toHaveFocus();
});

it('shows the main picture alone when a product has no gallery', async () => {
  renderGallery({ ...bowl, id: '00000000-0000-4000-8000-000000000000', alt_text: 'A lone bowl' });
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Choose a picture' })).not.toBeInTheDocument(),
  );
  expect(mainPicture().getByRole('img', { name: 'A lone bowl' }).getAttribute('srcset')).toContain(
    'fes-blue-tea-bowl.webp?width=1200&height=1200',
  );
});
