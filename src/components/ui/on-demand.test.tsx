import { renderHook } from '@testing-library/react';

import { onDemand, useOnDemand } from './on-demand';

describe('useOnDemand', () => {
  it('keeps a download that arrives after its component has gone, without touching the page', async () => {
    let arrive: (module: string) => void = () => {};
    const part = onDemand(() => new Promise<string>((resolve) => (arrive = resolve)));
    const { result, unmount } = renderHook(() => useOnDemand(part));
    const loading = result.current[1]();
    unmount();
    // The page may be gone by then (a test's environment torn down): a state update would reach for
    // `window` and throw in the middle of nowhere.
    vi.stubGlobal('window', undefined);
    try {
      arrive('menu');
      await expect(loading).resolves.toBe('menu');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(part.current).toBe('menu');
    expect(renderHook(() => useOnDemand(part)).result.current[0]).toBe('menu');
  });
});
