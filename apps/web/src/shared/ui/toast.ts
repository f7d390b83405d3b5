import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_MS, TOAST_SHORT_DURATION_MS, type ToastType } from '@b2c/domain';
import { takeFailureReference } from '../monitoring/failure-reference.ts';
import { withReference } from './toast-reference.tsx';
import { paths } from '../routing/paths.ts';

export { TOAST_DURATION_MS, TOAST_SHORT_DURATION_MS };

// antd's static `message` ignores the theme; the context-bound instance from <App> is captured here
// (see ToastBridge) so that mutation callbacks outside React can raise toasts too.
let instance: MessageInstance | undefined;

export const bindToasts = (next: MessageInstance | undefined): void => {
  instance = next;
};

/**
 * SPEC §8 "by default for 5 seconds (3 seconds in some screens)", §9 "5000 ms by default in one area,
 * 3000 ms auto-close in another". The other area is car cleaning: the one SPEC sets apart, with its own
 * state (§3: QA list, history list, detail, training tutorials) and its own client-type header (§7). Its
 * screens' toasts, whoever raises them (their actions, the grids' export, a dialog's save), close after 3 s.
 */
export const SHORT_TOAST_SCREENS = [paths.cleaning.qa(), paths.cleaning.history(), paths.tutorial.list()] as const;

/** How long a toast raised on this screen stays, in ms. */
export const toastDurationFor = (pathname: string): number =>
  SHORT_TOAST_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`))
    ? TOAST_SHORT_DURATION_MS
    : TOAST_DURATION_MS;

export interface ToastOptions {
  /** SPEC §8/§9: 5 s, or 3 s on the car cleaning screens (`toastDurationFor`); a caller may fix its own. */
  durationMs?: number;
  key?: string;
  /** The failed request's trace id; by default an error toast takes the one of a request that just failed. */
  reference?: string;
}

/**
 * Shows a toast of one of SPEC §8's types; `none` is plain text without an icon.
 * @example toast('success', MESSAGES.tripStarted); toast('error', errorMessage(err));
 */
export const toast = (type: ToastType, content: ReactNode, options: ToastOptions = {}): void => {
  if (!instance) return;
  const duration = (options.durationMs ?? toastDurationFor(window.location.pathname)) / 1000;
  const reference = type === 'error' ? (options.reference ?? takeFailureReference()) : undefined;
  const args = {
    content: reference ? withReference(content, reference) : content,
    duration,
    ...(options.key ? { key: options.key } : {}),
  };
  if (type === 'none') void instance.open({ ...args, icon: null });
  else void instance.open({ ...args, type });
};
