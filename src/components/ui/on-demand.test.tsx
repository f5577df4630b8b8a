import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { onDemand, onDemandToggle, useOnDemand } from './on-demand';

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

describe('onDemandToggle', () => {
  it('fetches the part as the pointer or the focus reaches the button, and a press opens and fetches', async () => {
    const load = vi.fn(() => Promise.resolve());
    const onPress = vi.fn();
    render(
      <button type="button" {...onDemandToggle(load, { open: false, controls: 'panel', onPress })}>
        Menu
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'panel');

    await userEvent.hover(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();
    button.focus();
    expect(load).toHaveBeenCalledTimes(2);
    // The press loads too, so a press before the download has arrived opens the part on arrival (the
    // part itself downloads once: onDemand joins the calls).
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledWith(button);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves aria-controls out when the part names no element yet', () => {
    render(
      <button type="button" {...onDemandToggle(vi.fn(), { open: false, onPress: vi.fn() })}>
        Menu
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveAttribute('aria-controls');
  });
});
