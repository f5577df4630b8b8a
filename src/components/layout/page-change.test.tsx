import { act, renderHook, screen, waitFor } from '@testing-library/react';

import { toast, useToasts } from '@/components/ui/toast-store';
import { renderRoute } from '@/testing/render-route';
import { clearToastsAfterEach } from '@/testing/toasts';

clearToastsAfterEach();

const openToasts = () => {
  const { result, unmount } = renderHook(() => useToasts());
  const titles = result.current.filter((t) => t.open).map((t) => t.title);
  unmount();
  return titles;
};

async function open(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  return view;
}

describe('moving to another page', () => {
  it('focuses the main content and reads out the new title', async () => {
    const { router } = await open('/about');
    expect(document.getElementById('main')).not.toHaveFocus();
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
    await waitFor(() => expect(document.getElementById('page-announcer')).toHaveTextContent('Contact'));
    expect(document.getElementById('page-announcer')).toHaveTextContent(document.title);
    expect(document.title).toMatch(/Contact/);
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const { router } = await open('/about');
    await act(() => router.navigate('/about?x=1'));
    expect(document.getElementById('main')).not.toHaveFocus();
  });

  it('closes the toasts of the page left behind, but hands them over on a redirect', async () => {
    const { router } = await open('/about');
    act(() => void toast({ title: 'Raised on about' }));
    await act(() => router.navigate('/contact', { replace: true }));
    expect(openToasts()).toEqual(['Raised on about']);

    act(() => void toast({ title: 'Raised on contact' }));
    await act(() => router.navigate('/about'));
    expect(openToasts()).toEqual([]);
  });
});
