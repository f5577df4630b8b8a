import { readFileSync } from 'node:fs';
import path from 'node:path';

import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { replayEarlyTaps } from './early-tap-replay';

/**
 * The catcher in index.html and the replay, with React's real hydration: a tap or a change that comes
 * while the page is still the prerendered HTML is carried out once React has taken the control over,
 * exactly once, and a tap after that goes straight to React.
 */
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const catcher = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];

function Product({ onAdd }: { onAdd: (size: string, currency: string) => void }) {
  const [size, setSize] = useState('small');
  const [currency, setCurrency] = useState('MAD');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(size, currency);
      }}
    >
      {['small', 'large'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="size"
            value={value}
            checked={size === value}
            onChange={() => setSize(value)}
          />
          {value}
        </label>
      ))}
      <select aria-label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
        <option>MAD</option>
        <option>EUR</option>
      </select>
      <button type="button" onClick={() => onAdd(size, currency)}>
        Add to Cart
      </button>
      <button type="submit">Buy</button>
    </form>
  );
}

const held = () => (window.__earlyTaps ?? []).map((tap) => tap.kind);

async function prerendered(onAdd: (size: string, currency: string) => void) {
  document.getElementById('root')?.remove();
  document.documentElement.removeAttribute('data-app-ready');
  // A fresh page: the catcher as the browser runs it before the page is shown (an earlier test's
  // catcher has stood down once its app took over).
  new Function(catcher!)();
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Product onAdd={onAdd} />);
  document.body.append(container);
  const take = async (beforeReplay?: () => void) => {
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Product onAdd={onAdd} />);
    });
    beforeReplay?.();
    await act(async () => {
      document.documentElement.setAttribute('data-app-ready', '');
      replayEarlyTaps();
      // The replay polls until React has hydrated each control.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    return root!;
  };
  const button = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
  return { container, button, take };
}

describe('early taps', () => {
  beforeAll(() => {
    expect(catcher, 'index.html has the early-tap script').toBeTruthy();
  });

  it('holds a tap before hydration and carries it out once after', async () => {
    const onAdd = vi.fn();
    const { button, take } = await prerendered(onAdd);
    button.click();
    button.click();
    // Held once: the second tap on a control already waiting adds nothing.
    expect(held()).toEqual(['click']);
    expect(onAdd).not.toHaveBeenCalled();

    const root = await take();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith('small', 'MAD');
    expect(held()).toEqual([]);

    // Once React has the page, taps go straight to it.
    button.click();
    expect(onAdd).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
  });

  it('gives the app the size and currency chosen before hydration, before the tap that follows', async () => {
    const onAdd = vi.fn();
    const { container, button, take } = await prerendered(onAdd);
    container.querySelector<HTMLInputElement>('input[value="large"]')!.click();
    const select = container.querySelector('select')!;
    select.value = 'EUR';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button.click();

    const root = await take();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith('large', 'EUR');
    act(() => root.unmount());
  });

  it('makes a tap that comes after hydration wait behind the changes still to be replayed', async () => {
    const onAdd = vi.fn();
    const { container, button, take } = await prerendered(onAdd);
    container.querySelector<HTMLInputElement>('input[value="large"]')!.click();

    // React has the button, but the size chosen before it did is not carried out yet.
    const root = await take(() => button.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith('large', 'MAD');
    act(() => root.unmount());
  });

  it('holds a form submitted before hydration and submits it once after', async () => {
    const onAdd = vi.fn();
    const { container, take } = await prerendered(onAdd);
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    container.querySelector('form')!.requestSubmit(submit);
    expect(held()).toEqual(['submit']);

    const root = await take();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(held()).toEqual([]);
    act(() => root.unmount());
  });
});
