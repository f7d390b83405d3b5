import { useEffect, useState } from 'react';

/**
 * How long after the signed-in layout mounts the work nobody waits for may start: the first screen's own
 * scripts and answers usually arrive within it, so a phone on a slow network spends its bandwidth and
 * its one main thread on them first (issue 30: the dashboard's largest paint waited behind 25 chunks of
 * the phone menu, the vehicle search's dialog and the kept-scans runner).
 */
export const FIRST_SCREEN_MS = 2_500;
/** An idle moment after that, but never later than this more. */
const IDLE_TIMEOUT_MS = 2_000;

let settled = false;
let waiting: Promise<void> | undefined;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    : window.setTimeout(run, 0);

/** Resolves once per page load, FIRST_SCREEN_MS after the first call and an idle moment. */
export const afterFirstScreen = (): Promise<void> =>
  (waiting ??= new Promise<void>((resolve) => {
    window.setTimeout(() => whenIdle(() => resolve()), FIRST_SCREEN_MS);
  }).then(() => {
    settled = true;
  }));

/**
 * True once the first screen has had its head start (afterFirstScreen); true at once for anything
 * mounted later in the visit, so a component that waits for it never flashes on a later screen.
 */
export const useAfterFirstScreen = (): boolean => {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
};
