import { PLACE_RESULTS_MAX, type Place } from '@b2c/contracts';
import { verticalKey, type Vertical } from '@b2c/domain';
import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import { expiringCache } from '../../../kits/expiring-cache.ts';
import { loadGazetteer, type Gazetteer } from './place-gazetteer.ts';
import { placeCandidates } from './place-candidates.ts';
import { placeRepository } from './place-repository.ts';
import { bestMatches, indexCandidates } from './place-matcher.ts';

/**
 * A vertical's searchable places are rebuilt from master data once a minute: a pincode added or renamed
 * is found within a minute, in every process. Only the search that finds them expired waits for the
 * rebuild (three small reads and a few milliseconds); the others use the built list.
 */
const REBUILD_AFTER_MS = 60_000;

/** The place search without a maps key (contracts place.ts): the vertical's country only. */
export function placeService(db: Executor, gazetteer: () => Promise<Gazetteer> = loadGazetteer) {
  const repo = placeRepository(db);
  const candidates = expiringCache(
    async (v: Vertical) => {
      const [places, cities, states, pincodes] = await Promise.all([
        gazetteer(),
        repo.cities(v),
        repo.states(v),
        repo.pincodes(v),
      ]);
      return indexCandidates(placeCandidates(places.get(v.country) ?? [], { cities, states, pincodes }));
    },
    { ttlMs: REBUILD_AFTER_MS, keyOf: verticalKey },
  );
  return {
    async search(v: Vertical, q: string): Promise<Place[]> {
      const matches = bestMatches(await candidates.get(v), q, PLACE_RESULTS_MAX * 2);
      // One line per place: a gazetteer town and a pincode of the same name and city read differently.
      const seen = new Set<string>();
      return matches
        .map((m) => m.value)
        .filter((p) => !seen.has(p.label) && seen.add(p.label))
        .slice(0, PLACE_RESULTS_MAX);
    },
  };
}
export type PlaceService = ReturnType<typeof placeService>;
