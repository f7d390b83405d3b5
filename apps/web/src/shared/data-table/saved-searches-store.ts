import { STORAGE_KEYS } from '@b2c/domain';
import { readJson, writeJson } from '../storage/browser-storage.ts';
import type { GridFilters } from './data-grid-types.ts';

export interface SavedSearch {
  name: string;
  filters: GridFilters;
}

const isSavedSearchList = (value: unknown): value is SavedSearch[] =>
  Array.isArray(value) &&
  value.every(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { name?: unknown }).name === 'string' &&
      typeof (v as { filters?: unknown }).filters === 'object',
  );

export const readSavedSearches = (gridKey: string): SavedSearch[] =>
  readJson(STORAGE_KEYS.savedSearches(gridKey), isSavedSearchList) ?? [];

/** Saving under an existing name replaces it: names are what the user picks from. */
export const saveSearch = (gridKey: string, search: SavedSearch): SavedSearch[] => {
  const next = [...readSavedSearches(gridKey).filter((s) => s.name !== search.name), search];
  writeJson(STORAGE_KEYS.savedSearches(gridKey), next);
  return next;
};

export const deleteSavedSearch = (gridKey: string, name: string): SavedSearch[] => {
  const next = readSavedSearches(gridKey).filter((s) => s.name !== name);
  writeJson(STORAGE_KEYS.savedSearches(gridKey), next);
  return next;
};
