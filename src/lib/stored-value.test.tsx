import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { storedValue, useStoredValue } from './stored-value';

const KEY = 'zellij-test-stored-value';
const count = storedValue<number>(KEY, {
  initial: 0,
  parse: (raw) => {
    const value = Number(raw);
    if (!Number.isInteger(value)) throw new Error(`not a count: ${raw}`);
    return value;
  },
  serialize: (value) => (value === 0 ? null : String(value)),
});

function Count() {
  return <p>count {useStoredValue(count)}</p>;
}

describe('storedValue', () => {
  it('renders the initial value on the server and hydrates to the saved one without a mismatch', async () => {
    localStorage.setItem(KEY, '3');
    // What the build's prerender produced: no visitor, so no saved value.
    const html = renderToString(<Count />);
    expect(html).toBe('<p>count <!-- -->0</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Count />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('count 3');
    // A mismatch would have made React throw the markup away and report it here.
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });

  it('writes, removes the key for the initial value, and tells every reader', () => {
    const seen: number[] = [];
    const stop = count.subscribe(() => seen.push(count.get()));
    count.set(2);
    count.set((n) => n + 1);
    expect(localStorage.getItem(KEY)).toBe('3');
    count.set(0);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(seen).toEqual([2, 3, 0]);
    stop();
  });

  it('follows another tab', () => {
    const onChange = vi.fn();
    const stop = count.subscribe(onChange);
    localStorage.setItem(KEY, '7');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(count.get()).toBe(7);
    stop();
  });

  it.each(['many', '2.5', '{}'])('drops an invalid saved %j and reads the initial value', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(count.get()).toBe(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the value in memory for the visit when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    count.set(5);
    expect(count.get()).toBe(5);
  });
});
