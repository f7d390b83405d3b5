import {
  KEY_DETAIL_LABELS,
  custodyText,
  decideKeyMove,
  isKeyOverdue,
  type KeyCustody,
  type KeyDetailType,
  type KeyMove,
  type Vertical,
  type VerticalFlags,
} from '@b2c/domain';
import type { KeyDetail } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, type FieldChange } from '../../kits/audit.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { keyRepository, type CarKeyRow } from './key-repository.ts';
import { writeKeyAudit } from './key-audit.ts';

/** What the key area needs of other areas (passed in by app.ts, DESIGN §2). */
export interface KeyDeps {
  flags(v: Vertical): Promise<VerticalFlags>;
  /** The vertical's car by appointment id or VIN; undefined when it has none. */
  findCar(
    v: Vertical,
    key: { appointmentId: string } | { vin: string },
  ): Promise<{ appointmentId: string; vin: string | null } | undefined>;
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string | null }[]> };
}

export const custodyOf = (row: CarKeyRow | undefined): KeyCustody =>
  !row
    ? { status: 'NONE' }
    : row.status === 'KEY_IN'
      ? { status: 'KEY_IN', locationCode: row.locationCode ?? '', since: row.since }
      : { status: 'KEY_OUT', holder: row.holder ?? '', since: row.since };

export const keyLabel = (appointmentId: string, keyType: KeyDetailType) =>
  `${KEY_DETAIL_LABELS[keyType]} of car ${appointmentId}`;

export const toKeyDetail = (r: CarKeyRow, overdueHours: number, now = new Date()): KeyDetail => ({
  id: r.id,
  appointmentId: r.appointmentId,
  keyType: r.keyType,
  status: r.status,
  locationCode: r.locationCode,
  holder: r.holder,
  since: r.since.toISOString(),
  keyRequestId: r.keyRequestId,
  remarks: r.remarks,
  overdue: r.status === 'KEY_OUT' && isKeyOverdue(r.since, now, overdueHours),
  ...editStampOf(r),
});

export interface MoveOptions {
  /** The key's version the caller saw; required for a recorded key unless a request's version guards the move. */
  version?: number | undefined;
  /** Where a missing version is reported (`body.version`); absent: the move needs none. */
  versionField?: string;
  remarks?: string | undefined;
  keyRequestId?: number | null;
  /** The audit action; the move's own (KEY_IN / KEY_OUT) by default. */
  action?: string;
}

/**
 * Moves one key, inside the caller's transaction: the key's row is locked, so two moves of one key run
 * one after the other and the second sees where the first left it (custody never splits). The unique
 * index makes two first registrations of one key a 409 instead of two rows.
 */
export async function moveKey(
  tx: Executor,
  caller: Caller,
  appointmentId: string,
  keyType: KeyDetailType,
  move: KeyMove,
  opts: MoveOptions = {},
): Promise<CarKeyRow> {
  const v = caller.vertical;
  const repo = keyRepository(tx);
  const label = keyLabel(appointmentId, keyType);
  const current = await repo.keyOf(v, appointmentId, keyType, true);
  if (current && opts.versionField) {
    if (opts.version === undefined) throw badRequest(`version is required: ${label} is recorded.`, opts.versionField);
    assertVersion(label, current, opts.version);
  }
  const before = custodyOf(current);
  const decision = decideKeyMove(label, before, move);
  if (!decision.ok) throw conflict(decision.message);
  const now = new Date();
  const placed =
    move.action === 'KEY_IN'
      ? {
          status: 'KEY_IN' as const,
          locationCode: move.locationCode,
          lastLocationCode: move.locationCode,
          holder: null,
        }
      : { status: 'KEY_OUT' as const, locationCode: null, holder: move.holder };
  const values = {
    ...placed,
    since: now,
    keyRequestId: move.action === 'KEY_OUT' ? (opts.keyRequestId ?? null) : null,
    ...(opts.remarks !== undefined ? { remarks: opts.remarks || null } : {}),
  };
  const row = current
    ? await repo.keys.update(v, current.id, { ...values, ...nextVersionStamp(current, caller, now) })
    : await repo.keys.insert({
        ...v,
        appointmentId,
        keyType,
        ...values,
        lastLocationCode: move.action === 'KEY_IN' ? move.locationCode : '',
        updatedBy: caller.userName,
        updatedAt: now,
      });
  const changes: FieldChange[] = [{ field: keyType, old: custodyText(before), new: custodyText(custodyOf(row)) }];
  if (opts.remarks) changes.push({ field: `${keyType} remarks`, old: current?.remarks ?? '', new: opts.remarks });
  await writeKeyAudit(tx, {
    vertical: v,
    appointmentId,
    action: opts.action ?? move.action,
    actor: actorOf(caller),
    changes,
  });
  return row;
}

/** A KEY_IN location must be one of the vertical's locations (400 naming the field). */
export async function checkLocation(deps: KeyDeps, v: Vertical, code: string, field: string): Promise<void> {
  const [found] = await deps.locations.byCodes(v, [code]);
  if (!found) throw badRequest(`Location ${code} is not a location of ${v.country} ${v.vehicleType}.`, field);
}
