import type { Vertical } from '@b2c/domain';
import { configEndpoints, usersEndpoints, type UiRules } from '@b2c/contracts';
import { call } from '../api/call.ts';
import { isStringArray, readJson, writeJson } from '../storage/browser-storage.ts';
import { WEB_STORAGE_KEYS } from '../storage/storage-keys.ts';
import { queryKeys } from '../api/query-keys.ts';

/** Query keys of the session data; the vertical is part of the key because the rules depend on it. */
const keys = queryKeys('session');
export const sessionKeys = {
  uiRules: (vertical: Vertical) => keys.of('ui-rules', vertical.country, vertical.vehicleType),
  /** Every vertical's rules: what a /configs change invalidates. */
  allUiRules: keys.of('ui-rules'),
  userGroups: (userName: string) => keys.of('user-groups', userName),
};

export const fetchUiRules = (): Promise<UiRules> => call(configEndpoints.uiRules);

/** The last rules this user got in this vertical: what a reload without signal opens with (issue 28). */
const rulesKey = (userId: string, vertical: Vertical) =>
  `lastUiRules:${userId}:${vertical.country}:${vertical.vehicleType}`;
const isObject = (value: unknown): value is UiRules => typeof value === 'object' && value !== null;

export const fetchAndKeepUiRules = async (userId: string, vertical: Vertical): Promise<UiRules> => {
  const rules = await fetchUiRules();
  writeJson(rulesKey(userId, vertical), rules);
  return rules;
};

export const lastUiRules = (userId: string, vertical: Vertical): UiRules | undefined =>
  readJson(rulesKey(userId, vertical), isObject);

/**
 * SPEC §6: the user's groups come from a user lookup by preferred username (offset 0, size 1) and are
 * stored; a failure stores an empty list, so group-gated screens simply stay closed.
 */
export const fetchAndStoreUserGroups = async (userName: string): Promise<string[]> => {
  let groups: string[] = [];
  try {
    const users = await call(usersEndpoints.lookup, { query: { userNames: userName, offset: 0, size: 1 } });
    groups = users[0]?.groups ?? [];
  } catch {
    groups = [];
  }
  writeJson(WEB_STORAGE_KEYS.userGroups, groups);
  return groups;
};

export const readStoredGroups = (): string[] => readJson(WEB_STORAGE_KEYS.userGroups, isStringArray) ?? [];
