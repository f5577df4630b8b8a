import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Recipe } from '../types';

import { CookingMode } from './cooking-mode';

const recipe: Recipe = {
  id: 'r1',
  slug: 'test-tea',
  title: 'Test Tea',
  excerpt: null,
  author: null,
  category: 'recipe',
  image_url: null,
  alt_text: null,
  created_at: '2026-03-04T12:00:00Z',
  updated_at: '2026-03-04T12:00:00Z',
  tags: [],
  difficulty_level: 'easy',
  prep_time: 5,
  cook_time: 10,
  servings: 2,
  body: '',
  ingredients: [{ amount: '1 1/2 tbsp', item: 'green tea' }],
  steps: [
    { instruction: 'Boil the water.', time: 5, notes: 'Use fresh water.' },
    { instruction: '' },
    { instruction: 'Pour from on high.' },
  ],
  enable_cooking_mode: true,
  linked_products: [],
  seo_title: null,
  meta_description: null,
};

const click = (element: HTMLElement) => act(() => void fireEvent.click(element));

function renderCookingMode(onExit = vi.fn()) {
  const result = render(
    <CookingMode
      recipe={recipe}
      factor={2}
      servings={4}
      checked={new Set()}
      onToggleIngredient={vi.fn()}
      onExit={onExit}
    />,
  );
  return { ...result, onExit };
}

describe('CookingMode', () => {
  it('walks the steps with Previous/Next, dots, arrows and a progress bar', async () => {
    const user = userEvent.setup();
    renderCookingMode();
    const progress = screen.getByRole('progressbar', { name: 'Recipe progress' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('Use fresh water.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('No instruction available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to step 2' })).toHaveAttribute('aria-current', 'step');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Pour from on high.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowRight}'); // stays on the last step
    expect(progress).toHaveAttribute('aria-valuenow', '3');

    await user.click(screen.getByRole('button', { name: 'Go to step 1' }));
    expect(screen.getByText('Boil the water.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('shows the ingredients panel with scaled amounts and toggles dark mode', async () => {
    const user = userEvent.setup();
    renderCookingMode();
    const toggle = screen.getByRole('button', { name: 'Show ingredients' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = screen.getByRole('complementary', { name: 'Ingredients' });
    expect(within(panel).getByText('For 4 servings')).toBeInTheDocument();
    expect(within(panel).getByText(/^3 tbsp/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide ingredients' }));
    expect(screen.queryByRole('complementary', { name: 'Ingredients' })).not.toBeInTheDocument();

    const dark = screen.getByRole('button', { name: 'Dark mode' });
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog')).toHaveClass('bg-indigo-900');
  });

  it('exits with the Exit button and with Escape', async () => {
    const user = userEvent.setup();
    const { onExit } = renderCookingMode();
    await user.click(screen.getByRole('button', { name: 'Exit cooking mode' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(2);
  });
});

describe('CookingMode step timer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down from the step time, pauses, resets, then beeps and alerts when done', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      });
      createOscillator = () => ({
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    renderCookingMode();

    click(screen.getByRole('button', { name: 'Start timer' }));
    const timer = screen.getByRole('timer', { name: 'Time remaining' });
    expect(timer).toHaveTextContent('05:00');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer).toHaveTextContent('04:00');

    click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(timer).toHaveTextContent('04:00');
    click(screen.getByRole('button', { name: 'Reset' }));
    expect(timer).toHaveTextContent('05:00');

    click(screen.getByRole('button', { name: 'Start' }));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(timer).toHaveTextContent('00:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Time’s up for step 1!');
    expect(started).toHaveLength(3);
  });
});

describe('CookingMode screen wake lock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('keeps the screen awake while open, re-acquires when visible again and releases on exit', async () => {
    const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
    const request = vi.fn(async () => {
      const sentinel = { released: false, release: vi.fn(async () => void (sentinel.released = true)) };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });

    const { unmount } = renderCookingMode();
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock while the page is hidden; coming back asks for it again.
    sentinels[0]!.released = true;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('is silent where the API is missing or refuses', async () => {
    renderCookingMode();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
      configurable: true,
    });
    renderCookingMode().unmount();
  });
});
