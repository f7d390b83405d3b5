import { STORAGE_KEYS } from '@b2c/domain';

/**
 * The panel's localStorage keys: SPEC §9's from the domain, plus the one SPEC §6 implies (the user's
 * groups, stored after sign-in) and the session-storage flag of the stale-chunk reload.
 */
export const WEB_STORAGE_KEYS = {
  ...STORAGE_KEYS,
  userGroups: 'userGroups',
  /** The user's pick of light or dark (absent: follow the system); see shared/ui/color-scheme.ts. */
  theme: 'theme',
  /** sessionStorage: when this tab last reloaded after a failed chunk import (see stale-chunk.ts). */
  chunkReloaded: 'chunkReloaded',
} as const;
