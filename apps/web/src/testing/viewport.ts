import { vi } from 'vitest';

/**
 * A phone for components that ask `matchMedia` (useIsPhone, antd's Grid): every `max-width` query up
 * to 575 px matches. Undo with `vi.restoreAllMocks()`.
 */
export const asPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: 575px/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
