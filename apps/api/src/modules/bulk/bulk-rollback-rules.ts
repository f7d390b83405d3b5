import { bulkRollbackRefusalOf } from '@b2c/contracts';
import { BULK_ROLLBACK_MESSAGES, USER_ADMIN_PERMISSION } from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import type { BulkRequestRecord } from './bulk-repository.ts';
import { mayUse } from './bulk-types.ts';

/**
 * Issue 29, who may roll an upload back and when. Besides the route's bulkUpload and the type's own
 * permission (the same as uploading it): the user who uploaded the file, or a user administrator
 * (MANAGE_USERS) — the person answerable for the file, or the one who manages everyone's access;
 * a colleague with the same permissions undoing someone else's upload would surprise its owner.
 */
export const mayRollBack = (caller: Pick<Caller, 'userName' | 'permissions' | 'groups'>, r: BulkRequestRecord) =>
  mayUse(caller, r.type) && (r.createdBy === caller.userName || caller.permissions.has(USER_ADMIN_PERMISSION));

/** Why the request cannot be rolled back whoever asks (a 409 or 400), or null when it can. */
export function rollbackRefusal(r: BulkRequestRecord): string | null {
  if (r.rolledBackBy) return BULK_ROLLBACK_MESSAGES.already(r.rolledBackBy);
  const notReversible = bulkRollbackRefusalOf(r.type);
  if (notReversible) return notReversible;
  if (r.status !== 'COMPLETED' && r.status !== 'ABORTED') return BULK_ROLLBACK_MESSAGES.notFinished;
  if (r.appliedRows === 0 && r.pendingRows === 0) return BULK_ROLLBACK_MESSAGES.nothingApplied;
  return null;
}
