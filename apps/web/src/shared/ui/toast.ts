import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_MS, TOAST_SHORT_DURATION_MS, type ToastType } from '@b2c/domain';
import { takeFailureReference } from '../monitoring/failure-reference.ts';
import { withReference } from './toast-reference.tsx';

export { TOAST_DURATION_MS, TOAST_SHORT_DURATION_MS };

// antd's static `message` ignores the theme; the context-bound instance from <App> is captured here
// (see ToastBridge) so that mutation callbacks outside React can raise toasts too.
let instance: MessageInstance | undefined;

export const bindToasts = (next: MessageInstance | undefined): void => {
  instance = next;
};

export interface ToastOptions {
  /** SPEC §8/§9: 5 s by default; screens that ask for it pass TOAST_SHORT_DURATION_MS. */
  durationMs?: number;
  key?: string;
  /** The failed request's trace id; by default an error toast takes the one of a request that just failed. */
  reference?: string;
}

/**
 * Shows a toast of one of SPEC §8's types; `none` is plain text without an icon.
 * @example toast('success', MESSAGES.tripStarted); toast('error', errorMessage(err), { durationMs: TOAST_SHORT_DURATION_MS });
 */
export const toast = (type: ToastType, content: ReactNode, options: ToastOptions = {}): void => {
  if (!instance) return;
  const duration = (options.durationMs ?? TOAST_DURATION_MS) / 1000;
  const reference = type === 'error' ? (options.reference ?? takeFailureReference()) : undefined;
  const args = {
    content: reference ? withReference(content, reference) : content,
    duration,
    ...(options.key ? { key: options.key } : {}),
  };
  if (type === 'none') void instance.open({ ...args, icon: null });
  else void instance.open({ ...args, type });
};
