import {
  CONFIG_MESSAGES,
  alwaysShownReason,
  featureLabel,
  isAlwaysShown,
  isFeatureEnabled,
  verticalKey,
  type Vertical,
  type VerticalFlags,
  type VerticalKey,
} from '@b2c/domain';
import type { FeatureMatrixChange, FeatureMatrixRow, VerticalFlagsChange, VerticalFlagsRow } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { updateAudited, nothingToChange } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest, forbidden } from '../../kits/http-errors.ts';
import type { ConfigRepository } from './config-repository.ts';
import { announceChange } from '../../plugins/db/change-feed.ts';
import { configAdminRepository, mergedFlags, type FeatureRow, type FlagsRow } from './config-admin-repository.ts';

export const FEATURE_MATRIX_ENTITY = 'feature-matrix';
export const VERTICAL_FLAGS_ENTITY = 'vertical-flags';

/** `IN:CAR` → the vertical (the contract checked the key's shape). */
const parseVerticalKey = (key: string): Vertical => {
  const [country, vehicleType] = key.split(':') as [Vertical['country'], Vertical['vehicleType']];
  return { country, vehicleType };
};

/** The verticals of the caller's claims: all /configs shows and all it may change. */
const claimed = (caller: Caller): VerticalKey[] =>
  caller.countries.flatMap((country) =>
    caller.vehicleTypes.map((vehicleType) => verticalKey({ country, vehicleType })),
  );

/** A change names its vertical; one outside the caller's claims is refused as the vertical headers are. */
function targetOf(caller: Caller, key: string): { target: Vertical; as: Caller } {
  const target = parseVerticalKey(key);
  if (!claimed(caller).includes(verticalKey(target)))
    throw forbidden(`You have no access to ${target.country} ${target.vehicleType}.`);
  // The change is audited in the vertical it changes, by the caller.
  return { target, as: { ...caller, vertical: target } };
}

const toFeatureRow = (r: FeatureRow, caller: Caller): FeatureMatrixRow => {
  const mine = claimed(caller);
  const feature = r.feature as FeatureMatrixRow['feature'];
  return {
    feature,
    // SPEC §6: an always-shown feature is on wherever the caller looks, whatever the stored row says.
    verticals: isAlwaysShown(feature) ? mine : r.verticals.filter((v) => (mine as string[]).includes(v)),
    ...editStampOf(r),
  };
};

const toFlagsRow = (r: FlagsRow): VerticalFlagsRow => {
  const v = { country: r.country, vehicleType: r.vehicleType } as Vertical;
  return { vertical: verticalKey(v), flags: mergedFlags(r, v), ...editStampOf(r) };
};

/**
 * /configs (issue 16): the feature matrix and per-vertical flags, changed one reasoned change at a time,
 * version-checked and audited old → new with the reason as its own audit field.
 */
export function configAdminService(db: Db, repo: ConfigRepository, flagsSaved: () => void) {
  return {
    /** SPEC §6: configs need their feature in the caller's vertical (the vertical of the headers). */
    async requireConfigs(v: Vertical): Promise<void> {
      if (!isFeatureEnabled(await repo.featureMatrix(), 'configs', v))
        throw forbidden(`Configs are not enabled for ${v.country} ${v.vehicleType}.`);
    },

    async featureMatrix(caller: Caller): Promise<FeatureMatrixRow[]> {
      return (await configAdminRepository(db).features()).map((r) => toFeatureRow(r, caller));
    },

    async changeFeature(caller: Caller, body: FeatureMatrixChange) {
      const { target, as } = targetOf(caller, body.vertical);
      const key = verticalKey(target);
      if (isAlwaysShown(body.feature)) {
        // SPEC §6 "Fastag is always shown": on everywhere already, and never off.
        if (!body.enabled) throw badRequest(alwaysShownReason(featureLabel(body.feature)), 'body.enabled');
        throw nothingToChange(`Feature ${body.feature} in ${key}`, { enabled: true });
      }
      const row = await db.transaction(async (tx) => {
        const rows = configAdminRepository(tx);
        const label = `Feature ${body.feature} in ${key}`;
        return updateAudited(tx, as, {
          entity: FEATURE_MATRIX_ENTITY,
          id: body.feature,
          label: () => label,
          version: body.version,
          lock: () => rows.feature(body.feature, true),
          fieldsOf: (r) => ({ enabled: r.verticals.includes(key), reason: null as string | null }),
          check: (r) => {
            if (r.verticals.includes(key) === body.enabled) throw nothingToChange(label, { enabled: body.enabled });
          },
          next: () => ({ enabled: body.enabled, reason: body.reason }),
          write: async ({ enabled, reason: _reason, ...stamp }) => {
            const current = (await rows.feature(body.feature))!;
            const others = current.verticals.filter((v) => v !== key);
            return rows.updateFeature(body.feature, {
              verticals: enabled ? [...others, key].sort() : others,
              ...stamp,
            });
          },
        });
      });
      return { ...toFeatureRow(row, caller), message: CONFIG_MESSAGES.featureSaved };
    },

    async verticalFlags(caller: Caller): Promise<VerticalFlagsRow[]> {
      const rows = configAdminRepository(db);
      const all = [];
      for (const key of claimed(caller)) all.push(toFlagsRow(await rows.flags(parseVerticalKey(key))));
      return all;
    },

    async changeFlags(caller: Caller, body: VerticalFlagsChange) {
      const { target, as } = targetOf(caller, body.vertical);
      const names = Object.keys(body.flags) as (keyof VerticalFlags)[];
      const pick = (flags: VerticalFlags) => Object.fromEntries(names.map((n) => [n, flags[n]]));
      const row = await db.transaction(async (tx) => {
        const rows = configAdminRepository(tx);
        await rows.flags(target); // a vertical without a row gets its defaults first
        const label = `The flags of ${verticalKey(target)}`;
        const saved = await updateAudited(tx, as, {
          entity: VERTICAL_FLAGS_ENTITY,
          id: verticalKey(target),
          label: () => label,
          version: body.version,
          lock: () => rows.flags(target, true),
          fieldsOf: (r) => ({ ...pick(mergedFlags(r, target)), reason: null as unknown }),
          check: (r) => {
            const before = pick(mergedFlags(r, target));
            if (names.every((n) => before[n] === body.flags[n])) throw nothingToChange(label, body.flags);
          },
          next: () => ({ ...body.flags, reason: body.reason as unknown }),
          write: async ({ version, updatedAt, updatedBy, reason: _reason, ...changed }) => {
            const current = mergedFlags((await rows.flags(target))!, target);
            return rows.updateFlags(target, { flags: { ...current, ...changed }, version, updatedAt, updatedBy });
          },
        });
        // Every process's cached flags are dropped when this commits (plugins/db/change-feed.ts).
        await announceChange(tx, { kind: 'flags' });
        return saved;
      });
      flagsSaved(); // this process's cached flags at once; the others at the NOTIFY
      return { ...toFlagsRow(row), message: CONFIG_MESSAGES.flagsSaved };
    },
  };
}
export type ConfigAdminService = ReturnType<typeof configAdminService>;
