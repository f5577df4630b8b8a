import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';

import { CurrencyProvider } from './currency-provider';
import { useCurrency } from './use-currency';

const wrapper = ({ children }: { children: ReactNode }) => <CurrencyProvider>{children}</CurrencyProvider>;

describe('CurrencyProvider', () => {
  it('starts in MAD and formats MAD prices', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current.currency).toBe('MAD');
    expect(result.current.format(350)).toBe('350 MAD');
    expect(result.current.approx(350)).toBeNull();
  });

  it('switches currency, saves it under zellij-currency and shows the approximate MAD figure', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper });
    act(() => result.current.setCurrency('EUR'));
    expect(result.current.format(350)).toBe('€31.82');
    expect(result.current.approx(350)).toBe('≈ 350 MAD');
    expect(localStorage.getItem(STORAGE_KEYS.currency)).toBe('EUR');
  });

  it.each(['MAD', 'EUR', 'USD'] as const)('restores a saved %s at startup', (saved) => {
    localStorage.setItem(STORAGE_KEYS.currency, saved);
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current.currency).toBe(saved);
  });

  it.each(['GBP', 'eur', '', '"USD"'])('ignores a saved %j and falls back to MAD', (saved) => {
    localStorage.setItem(STORAGE_KEYS.currency, saved);
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current.currency).toBe('MAD');
  });

  it('refuses a currency outside the three', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper });
    act(() => result.current.setCurrency('GBP' as never));
    expect(result.current.currency).toBe('MAD');
    expect(localStorage.getItem(STORAGE_KEYS.currency)).toBeNull();
  });

  it('fails loudly outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCurrency())).toThrow(
      'useCurrency must be used within a CurrencyProvider',
    );
  });
});
