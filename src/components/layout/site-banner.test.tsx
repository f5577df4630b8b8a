import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { BannerMessage } from './site-banner';

function renderBanner(linkUrl: string | null) {
  render(
    <MemoryRouter>
      <BannerMessage content="Free delivery this week" linkUrl={linkUrl} />
    </MemoryRouter>,
  );
  return screen.queryByRole('link', { name: 'Free delivery this week' });
}

describe('the banner link an editor typed', () => {
  it('stays an ordinary link for a page of the shop', () => {
    const link = renderBanner('/collection/tea-rituals');
    expect(link).toHaveAttribute('href', '/collection/tea-rituals');
    expect(link).not.toHaveAttribute('rel');
  });

  it('marks a link to another site', () => {
    const link = renderBanner('https://artisans.example/fes');
    expect(link).toHaveAttribute('href', 'https://artisans.example/fes');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it.each(['/\\evil.example/login', '/\t/evil.example/login'])(
    'treats %j, which the browser opens on another host, as leaving the shop',
    (linkUrl) => {
      const link = renderBanner(linkUrl);
      expect(link).toHaveAttribute('href', 'https://evil.example/login');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    },
  );

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])(
    'shows the sentence without a link for %j',
    (linkUrl) => {
      expect(renderBanner(linkUrl)).toBeNull();
      expect(screen.getByText('Free delivery this week')).toBeInTheDocument();
    },
  );
});
