import { afterEach, describe, expect, it } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_MS, TOAST_SHORT_DURATION_MS } from '@b2c/domain';
import { bindToasts, toast, toastDurationFor } from './toast.ts';

/** A message instance that records what it was asked to show. */
const recording = () => {
  const opened: { duration?: number; type?: string }[] = [];
  const instance = { open: (args: { duration?: number; type?: string }) => opened.push(args) };
  bindToasts(instance as unknown as MessageInstance);
  return opened;
};

afterEach(() => {
  bindToasts(undefined);
  window.history.replaceState(null, '', '/');
});

describe('toast durations (SPEC §8, §9)', () => {
  it('lasts 3 s on the car cleaning screens and 5 s everywhere else', () => {
    for (const path of ['/car-cleaning-qa', '/car-cleaning-qa/17', '/car-cleaning-history/3', '/training-tutorials'])
      expect(toastDurationFor(path), path).toBe(TOAST_SHORT_DURATION_MS);
    for (const path of ['/inventory', '/logistic/10000001', '/fastag', '/car-cleaning-qa-old', '/'])
      expect(toastDurationFor(path), path).toBe(TOAST_DURATION_MS);
  });

  it('gives a toast raised on a screen that screen’s duration, unless the caller fixes one', () => {
    const opened = recording();
    window.history.replaceState(null, '', '/car-cleaning-history/4');
    toast('success', 'Approved');
    window.history.replaceState(null, '', '/inventory');
    toast('error', 'Refused', { reference: 'trace-1' });
    toast('info', 'Kept longer', { durationMs: 8000 });
    expect(opened.map((o) => [o.type, o.duration])).toEqual([
      ['success', 3],
      ['error', 5],
      ['info', 8],
    ]);
  });
});
