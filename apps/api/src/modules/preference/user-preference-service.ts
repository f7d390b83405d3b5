import type { PreferenceInput, UserPreference } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../kits/audited-entity.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { conflict, notFound } from '../../kits/http-errors.ts';
import { preferenceRepository, type PreferenceRow } from './preference-repository.ts';
import { userPreferences } from './preference-tables.ts';
import { checkedNumber } from './preference-numbers.ts';

export const USER_PREFERENCE_ENTITY = 'user-preference';

export type PreferenceFilter = {
  mobileNumber?: string | undefined;
  preferredChannel?: PreferenceRow['preferredChannel'];
};

export const toUserPreference = (r: PreferenceRow): UserPreference => ({
  id: r.id,
  mobileNumber: r.mobileNumber,
  customerName: r.customerName,
  preferredChannel: r.preferredChannel,
  preferredLanguage: r.preferredLanguage,
  remarks: r.remarks,
  ...editStampOf(r),
});

const editedFields = (p: Omit<PreferenceInput, 'mobileNumber' | 'version'>) => ({
  customerName: p.customerName,
  preferredChannel: p.preferredChannel,
  preferredLanguage: p.preferredLanguage,
  remarks: p.remarks,
});

/** SPEC §7 "User preferences: GET, count, POST": one row per mobile number, POST creates or edits it. */
export function userPreferenceService(db: Db) {
  const rows = auditedEntity(db, {
    table: userPreferences,
    entity: USER_PREFERENCE_ENTITY,
    noun: 'User preference',
    nameOf: (r) => r.mobileNumber,
    fieldsOf: editedFields,
    createdFieldsOf: (r) => ({ mobileNumber: r.mobileNumber, ...editedFields(r) }),
  });
  const repo = preferenceRepository(db);

  return {
    list: async (caller: Caller, q: PreferenceFilter & Paged) =>
      (await repo.list(caller.vertical, q)).map(toUserPreference),
    count: (caller: Caller, q: PreferenceFilter) => repo.count(caller.vertical, q),

    /** Creates the number's preference (`created`), or edits it when the body names its version. */
    async save(caller: Caller, input: PreferenceInput): Promise<{ preference: UserPreference; created: boolean }> {
      const mobileNumber = checkedNumber(input.mobileNumber, caller.vertical.country, 'body.mobileNumber');
      const existing = await repo.byNumber(caller.vertical, mobileNumber);
      if (!existing) {
        if (input.version !== undefined) throw notFound(`User preference for ${mobileNumber}`);
        const row = await rows.create(caller, {
          values: { mobileNumber, ...editedFields(input) },
          unique: { values: { mobileNumber }, message: `A user preference for ${mobileNumber} already exists.` },
        });
        return { preference: toUserPreference(row), created: true };
      }
      if (input.version === undefined) {
        throw conflict(`A user preference for ${mobileNumber} already exists: reload it to edit it.`);
      }
      const row = await rows.update(caller, existing.id, { version: input.version, next: () => editedFields(input) });
      return { preference: toUserPreference(row), created: false };
    },
  };
}
export type UserPreferenceService = ReturnType<typeof userPreferenceService>;
