import { KEY_DETAIL_LABELS } from '@b2c/domain';
import { writeAudit, type AuditEntry, type FieldChange } from '../../kits/audit.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { KEY_ENTITY } from './key-repository.ts';

/**
 * The car's own trail (the inventory area's entity, keyed by appointment id) gets a copy of every key
 * step, so the car's audit trail and its timeline show what happened to its keys without reading this
 * area — the same way documents add their steps (document-service.ts). The key audit log keeps the
 * key area's own codes; the car's copy names the step so it reads on its own among the car's changes.
 */
const CAR_ENTITY = 'inventory';
const CAR_ACTIONS: Readonly<Record<string, string>> = {
  KEY_IN: 'KEY_IN',
  KEY_OUT: 'KEY_OUT',
  KEY_REQUEST: 'KEY_REQUESTED',
  CANCEL: 'KEY_REQUEST_CANCELLED',
  READY_TO_BE_PICKED: 'KEYS_READY_TO_BE_PICKED',
  MARK_RECEIVED: 'KEYS_RECEIVED',
  OUTKEY_MARK_RECEIVED: 'OUT_KEY_RECEIVED',
};
export const carActionOfKeyStep = (action: string): string => CAR_ACTIONS[action] ?? `KEY_${action}`;

/** "KEY_DETAILS remarks" → "Main key remarks", "request 7" → "Key request 7": the car's reader knows no codes. */
const carField = (field: string): string =>
  field
    .replace(/^KEY_DETAILS\b/, KEY_DETAIL_LABELS.KEY_DETAILS)
    .replace(/^SPARE_KEY_DETAILS\b/, KEY_DETAIL_LABELS.SPARE_KEY_DETAILS)
    .replace(/^request /, 'Key request ');

/** One key step: its row in the key audit log and its copy in the car's trail, in the caller's transaction. */
export async function writeKeyAudit(
  tx: Executor,
  entry: Omit<AuditEntry, 'entity' | 'entityId'> & { appointmentId: string },
): Promise<void> {
  const { appointmentId, ...rest } = entry;
  await writeAudit(tx, { ...rest, entity: KEY_ENTITY, entityId: appointmentId });
  const changes: FieldChange[] | undefined = rest.changes?.map((c) => ({ ...c, field: carField(c.field) }));
  await writeAudit(tx, {
    ...rest,
    entity: CAR_ENTITY,
    entityId: appointmentId,
    action: carActionOfKeyStep(rest.action),
    ...(changes ? { changes } : {}),
  });
}
