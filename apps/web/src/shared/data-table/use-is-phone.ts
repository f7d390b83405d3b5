import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@b2c/domain';

/** The viewport is narrower than `width` px, read synchronously so a phone never paints the table before its cards. */
export const useIsNarrowerThan = (width: number): boolean => {
  const query = `(max-width: ${width - 1}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};

/** SPEC's xs: up to 576 px (antd's screenXSMax is 575). */
export const useIsPhone = (): boolean => useIsNarrowerThan(BREAKPOINTS.xs);
