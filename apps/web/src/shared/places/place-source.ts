import { masterdataPlaceEndpoints, type Place } from '@b2c/contracts';
import type { Country } from '@b2c/domain';
import { call } from '../api/call.ts';
import type { RuntimeSettings } from '../monitoring/runtime-settings.ts';
import { googlePlaceSource } from './google-places.ts';

/**
 * A place the user picked, whichever source found it (issue 26): `address` for the address field,
 * `city`, `state`, `pincode` where known, and its coordinates. The API's place shape, so the Google
 * source answers in it too and a form never asks where a place came from.
 */
export type PickedPlace = Place;

/** One line of the dropdown; `pick` completes it (Google needs a second call for the coordinates). */
export interface PlaceSuggestion {
  key: string;
  label: string;
  pick(): Promise<PickedPlace>;
}

export interface PlaceSource {
  /** Which service answers: part of the cache key, and what the dropdown credits ("Powered by Google"). */
  kind: 'google' | 'api';
  /** Places of the vertical's country for a text of three characters or more. */
  suggest(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
}

/** The API's own search (GET /api/places): its answers are whole places already. */
export const apiPlaceSource: PlaceSource = {
  kind: 'api',
  suggest: async (text, signal) =>
    (await call(masterdataPlaceEndpoints.search, { query: { q: text } }, signal ? { signal } : {})).map((place) => ({
      key: place.label,
      label: place.label,
      pick: async () => place,
    })),
};

/**
 * Google Places while it answers; once it fails (the script blocked, a key refused), the API's search for
 * the rest of the page's life, so an address can always be looked up.
 */
export function withFallback(primary: PlaceSource, fallback: PlaceSource): PlaceSource {
  let failed = false;
  return {
    get kind() {
      return failed ? fallback.kind : primary.kind;
    },
    async suggest(text, signal) {
      if (failed) return fallback.suggest(text, signal);
      try {
        return await primary.suggest(text, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        failed = true;
        return fallback.suggest(text, signal);
      }
    },
  };
}

/**
 * Where a vertical's places come from: Google Places restricted to its country when the server gave the
 * panel a maps key (its runtime settings), the API's search otherwise.
 */
export const placeSourceFor = (
  settings: Pick<RuntimeSettings, 'maps'>,
  country: Country,
  google: (apiKey: string, country: Country) => PlaceSource = googlePlaceSource,
): PlaceSource =>
  settings.maps ? withFallback(google(settings.maps.apiKey, country), apiPlaceSource) : apiPlaceSource;
