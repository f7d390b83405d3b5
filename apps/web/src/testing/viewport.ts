import { vi } from 'vitest';

/**
 * A phone for components that ask `matchMedia` (useIsPhone, antd's Grid): every `max-width` query up
 * to 575 px matches. Undo with `vi.restoreAllMocks()`.
 */
export const asPhone = () => matchingMaxWidth(575);

/**
 * Below md (768 px), where the layout's sidebar becomes a drawer (useIsNarrow): `max-width` queries up to
 * 767 px match. Undo with `vi.restoreAllMocks()`.
 */
export const asNarrow = () => matchingMaxWidth(767);

const matchingMaxWidth = (width: number) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: new RegExp(`max-width: ${width}px`).test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
