import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@b2c/domain';

const QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Below md (768 px) the sidebar becomes a drawer. Read synchronously, unlike antd's useBreakpoint,
 * so a phone never paints the desktop sidebar first.
 */
export const useIsNarrow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
