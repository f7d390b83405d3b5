import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

describe('useAfterFirstScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('turns true only after the first screen’s head start, then at once for what mounts later', async () => {
    vi.useFakeTimers();
    // A fresh module: the once-per-page-load state starts anew.
    const { FIRST_SCREEN_MS, useAfterFirstScreen } = await import('./after-first-screen.ts');
    const first = renderHook(() => useAfterFirstScreen());
    expect(first.result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS - 100);
    });
    expect(first.result.current).toBe(false);
    // The head start, then an idle moment (requestIdleCallback's timeout bounds it).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100 + 2_000);
    });
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useAfterFirstScreen());
    expect(later.result.current).toBe(true);
  });
});
