import {
  contactDecision,
  isDndActive,
  toE164Mobile,
  type ContactChannel,
  type ContactDecision,
  type Vertical,
} from '@b2c/domain';
import { dndInput, type DndEntry, type DndInput, type DndUpdate } from '@b2c/contracts';
import type { TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, diff, writeAudit } from '../../kits/audit.ts';
import { auditedEntity, editStampOf } from '../../kits/audited-entity.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { dndRepository, type DndRow } from './preference-repository.ts';
import { dndEntries } from './preference-tables.ts';
import { checkedExpiry, checkedNumber } from './preference-numbers.ts';
import { dndBulkAdd } from './dnd-bulk.ts';

export const DND_ENTITY = 'dnd';

export type DndFilter = {
  mobileNumber?: string | undefined;
  channel?: ContactChannel | undefined;
  active?: boolean | undefined;
};

export const toDndEntry = (r: DndRow, now = new Date()): DndEntry => ({
  id: r.id,
  mobileNumber: r.mobileNumber,
  reason: r.reason,
  channels: r.channels,
  expiresOn: r.expiresOn,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  active: isDndActive(r, now),
  ...editStampOf(r),
});

/** What an edit may change and the audit records (`expiresAt` follows `expiresOn`). */
const editedFields = (d: Pick<DndRow, 'reason' | 'channels' | 'expiresOn'>) => ({
  reason: d.reason,
  channels: d.channels,
  expiresOn: d.expiresOn,
});
const createdFields = (r: DndRow) => ({ mobileNumber: r.mobileNumber, ...editedFields(r) });

/** Asked by the areas that contact customers: "may we contact this number on this channel now". */
export interface ContactPermission {
  mayContact(v: Vertical, mobileNumber: string, channel: ContactChannel, now?: Date): Promise<ContactDecision>;
}

/**
 * The do-not-disturb list of a vertical, keyed by E.164 mobile number (SPEC §3). `db` may be a
 * transaction: bulk upload (issue 15) adds a number in its row's transaction.
 */
export function dndService(db: TransactionalExecutor) {
  const entries = auditedEntity(db, {
    table: dndEntries,
    entity: DND_ENTITY,
    noun: 'DND entry',
    nameOf: (r) => r.mobileNumber,
    fieldsOf: editedFields,
    createdFieldsOf: createdFields,
  });
  const repo = dndRepository(db);

  async function mayContact(v: Vertical, mobileNumber: string, channel: ContactChannel, now = new Date()) {
    const check = toE164Mobile(mobileNumber, v.country);
    if (!check.ok) return { allowed: false, reason: `Not a valid ${v.country} mobile number.`, until: null } as const;
    const row = await repo.byNumber(v, check.e164);
    return contactDecision(row, channel, now);
  }

  return {
    list: async (caller: Caller, q: DndFilter & Paged) =>
      (await repo.list(caller.vertical, q)).map((r) => toDndEntry(r)),
    count: (caller: Caller, q: DndFilter) => repo.count(caller.vertical, q),

    async add(caller: Caller, input: DndInput, field = 'body'): Promise<DndEntry> {
      const v = caller.vertical;
      const mobileNumber = checkedNumber(input.mobileNumber, v.country, `${field}.mobileNumber`);
      const expiresAt = checkedExpiry(input.expiresOn, v, `${field}.expiresOn`);
      const row = await entries.create(caller, {
        values: { mobileNumber, reason: input.reason, channels: input.channels, expiresOn: input.expiresOn, expiresAt },
        unique: { values: { mobileNumber }, message: `${mobileNumber} is already on the DND list.` },
      });
      return toDndEntry(row);
    },

    bulk: (caller: Caller, rows: readonly Record<string, unknown>[]) =>
      dndBulkAdd(db, caller, rows, { parse: (row) => dndInput.safeParse(row), entity: DND_ENTITY, createdFields }),

    async update(caller: Caller, id: number, input: DndUpdate): Promise<DndEntry> {
      const v = caller.vertical;
      await entries.get(v, id);
      const expiresAt = checkedExpiry(input.expiresOn, v, 'body.expiresOn');
      const row = await db.transaction((tx) =>
        updateAudited(tx, caller, {
          entity: DND_ENTITY,
          id,
          label: (current) => `DND entry ${current?.mobileNumber ?? id}`,
          version: input.version,
          lock: () => verticalRows(tx, dndEntries).byId(v, id, true),
          fieldsOf: editedFields,
          next: () => editedFields(input),
          write: (values) => verticalRows(tx, dndEntries).update(v, id, { ...values, expiresAt }),
        }),
      );
      return toDndEntry(row);
    },

    /** Takes the number off the list; the audit keeps what the row said (old → empty). */
    async remove(caller: Caller, id: number, version: number): Promise<{ id: number }> {
      const v = caller.vertical;
      await db.transaction(async (tx) => {
        const current = await verticalRows(tx, dndEntries).byId(v, id, true);
        assertVersion(`DND entry ${current?.mobileNumber ?? id}`, current, version);
        const before = createdFields(current!);
        await dndRepository(tx).remove(v, id);
        const after = { mobileNumber: null, reason: null, channels: null, expiresOn: null };
        await writeAudit(tx, {
          vertical: v,
          entity: DND_ENTITY,
          entityId: id,
          action: 'DELETE',
          actor: actorOf(caller),
          changes: diff<Record<string, unknown>>(before, after),
        });
      });
      return { id };
    },

    mayContact,
    contactPermission: { mayContact } satisfies ContactPermission,
  };
}
export type DndService = ReturnType<typeof dndService>;
