import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@b2c/domain';

/** SPEC's xs: up to 576 px (antd's screenXSMax is 575). */
const QUERY = `(max-width: ${BREAKPOINTS.xs - 1}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** A phone's width, read synchronously so a phone never paints the table before its cards. */
export const useIsPhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
