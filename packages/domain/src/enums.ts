/**
 * Every enumeration of SPEC §3 and §4, in one import. Each list is an `as const` tuple with its type;
 * where the SPEC shows a label that differs from the stored code there is a `*_LABELS` table beside it.
 * The lists live in small files by subject; this file only gathers them, so `enums.ts` stays the one
 * place to look and the subject files stay short.
 */
export * from './one-of.ts';
export * from './movement-types.ts';
export * from './location-enums.ts';
export * from './people-enums.ts';
export * from './inventory-enums.ts';
export * from './pending-actions.ts';
export * from './search-keys.ts';
export * from './indian-states.ts';
export * from './movement-status.ts';
