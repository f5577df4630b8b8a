import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

import { dismissToast, useToasts } from '@/components/ui/toast-store';

/**
 * Finds a toast, then lets Radix finish announcing it to screen readers (it updates its state one
 * second later) inside act(), so that update cannot land in the middle of the next interaction.
 */
export async function expectToast(title: string, description?: string) {
  expect(await screen.findByText(title, {}, { timeout: 10_000 })).toBeInTheDocument();
  if (description !== undefined) expect(screen.getByText(description)).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
}

/** The toast queue is module state: close what a test left open so the next test starts clean. */
export function clearToastsAfterEach() {
  afterEach(() => {
    const { result, unmount } = renderHook(() => useToasts());
    act(() => result.current.filter((toast) => toast.open).forEach((toast) => dismissToast(toast.id)));
    unmount();
  });
}
