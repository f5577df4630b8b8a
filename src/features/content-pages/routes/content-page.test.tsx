import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadSanitizer } from '@/components/ui/prose-sanitizer';
import { findText, renderRoute } from '@/testing/render-route';

import { stubRestTable } from '@/testing/stub-rest';

const NOT_FOUND = "The page you're looking for doesn't exist or hasn't been published yet.";

// Pages rendered in the browser load the sanitiser for their body; the first load of its module in a
// test worker can take seconds on a busy machine, so it is loaded once up front.
beforeAll(() => loadSanitizer());

describe('content pages', () => {
  it('shows Loading..., then the title, a long US "Last updated" date and the HTML body', async () => {
    renderRoute('/privacy');
    expect(await findText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(
      /^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    // The body is sanitised in the browser: this page was rendered there, not hydrated.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What we collect' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms of Sale'],
    ['/cookie', 'Cookie Policy'],
    ['/faq', 'Frequently Asked Questions'],
    ['/booking-conditions', 'Booking Conditions'],
    ['/delivery', 'Delivery Information'],
  ])('%s reads its page from the pages table', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeVisible();
  });

  it('shows Page Not Found when the page is missing or unpublished', async () => {
    stubRestTable('pages', { status: 200, body: [] });
    renderRoute('/terms');
    expect(await findText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('logs a failed fetch and offers a retry instead of Page Not Found', async () => {
    const failing = stubRestTable('pages', {
      status: 500,
      body: { code: 'XX000', message: 'boom', details: null, hint: null },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/cookie');
    expect(await findText('We couldn’t load this page.')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load this page:',
      expect.objectContaining({ message: 'boom' }),
    );

    failing.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says Delivery Info Coming Soon until the delivery page is published', async () => {
    stubRestTable('pages', { status: 200, body: [] });
    renderRoute('/delivery');
    expect(await findText('Delivery Info Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
