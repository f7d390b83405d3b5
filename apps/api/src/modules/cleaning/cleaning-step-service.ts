import {
  CLEANING_CHECKLIST_LABELS,
  CLEANING_PHOTO_KINDS,
  CLEANING_TASK_STATE_LABELS,
  decideCleaningTask,
  failedChecklistItems,
  mayTakeCleaningPhotos,
  photoRefusal,
  type CleaningPhotoKind,
  type CleaningTaskEvent,
} from '@b2c/domain';
import type {
  CleaningTask,
  cleaningApproveBody,
  cleaningAssignBody,
  cleaningPhotoBody,
  cleaningRejectBody,
} from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, auditCreated, diff, writeAudit } from '../../kits/audit.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import { badRequest, conflict } from '../../kits/http-errors.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { cleaningRepository, type CleaningTaskRow } from './cleaning-repository.ts';
import type { cleaningTasks } from './cleaning-tables.ts';
import { CLEANING_ENTITY, cleaningMapper, photoFolder, type CleaningDeps } from './cleaning-mapping.ts';
import { taskOf } from './cleaning-service.ts';

type Values = Partial<typeof cleaningTasks.$inferInsert>;
type Event = CleaningTaskEvent | 'PHOTO';

/** The task as the audit trail shows it: old → new of each of these on every change. */
const auditedFields = (r: CleaningTaskRow) => ({
  state: CLEANING_TASK_STATE_LABELS[r.state],
  cleaner: r.cleanerName,
  beforePhoto: r.beforeKey?.split('/').pop() ?? null,
  afterPhoto: r.afterKey?.split('/').pop() ?? null,
  checklist: r.checklist,
  reasons: r.reasons.length ? r.reasons : null,
  remarks: r.remarks,
  clientType: r.clientType,
});

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/;

/**
 * The steps of a task (ASSIGN, photos, SUBMIT, APPROVE, REJECT): each one locks the task, checks the
 * version (409 when stale), asks the domain's transition table (409 naming the current state), checks
 * its guard, writes, audits old → new and records the step with the caller's X-Client-Type, in one
 * transaction. A send-back also opens the re-clean task for the same car and cleaner.
 */
export function cleaningStepService(db: Db, deps: CleaningDeps) {
  const toTask = cleaningMapper(deps.storage);

  async function change(
    caller: Caller,
    clientType: string | null,
    id: number,
    step: {
      event: Event;
      version: number;
      check?: (current: CleaningTaskRow) => void | Promise<void>;
      next: (current: CleaningTaskRow, now: Date) => Values;
      detail?: string;
      then?: (tx: Executor, updated: CleaningTaskRow) => Promise<CleaningTaskRow | undefined>;
    },
  ): Promise<CleaningTask> {
    const v = caller.vertical;
    await taskOf(db, caller, id);
    const result = await db.transaction(async (tx) => {
      const repo = cleaningRepository(tx);
      const found = await repo.byId(v, id, true);
      assertVersion(`Cleaning task ${id}`, found, step.version);
      const current = found!;
      let to = current.state;
      if (step.event === 'PHOTO') {
        if (!mayTakeCleaningPhotos(current.state)) throw conflict(photoRefusal(id, current.state));
      } else {
        const decision = decideCleaningTask(id, current.state, step.event);
        if (!decision.ok) throw conflict(decision.message);
        to = decision.transition.to;
      }
      await step.check?.(current);
      const now = new Date();
      const updated = await repo.update(v, id, {
        ...step.next(current, now),
        state: to,
        clientType,
        ...nextVersionStamp(current, caller, now),
      });
      await writeAudit(tx, {
        vertical: v,
        entity: CLEANING_ENTITY,
        entityId: id,
        action: step.event,
        actor: actorOf(caller),
        changes: diff(auditedFields(current), auditedFields(updated)),
      });
      await repo.addEvent({
        ...v,
        taskId: id,
        event: step.event,
        fromState: current.state,
        toState: to,
        detail: step.detail ?? null,
        clientType,
        actor: caller.userName,
      });
      const opened = await step.then?.(tx, updated);
      return { updated, opened };
    });
    return toTask(result.updated, result.opened?.id ?? null);
  }

  /** The re-clean of a sent-back task: the next round, with the same cleaner, waiting for new photos. */
  async function openReclean(tx: Executor, caller: Caller, clientType: string | null, sent: CleaningTaskRow) {
    const repo = cleaningRepository(tx);
    const now = new Date();
    const reclean = await repo.insert({
      ...caller.vertical,
      appointmentId: sent.appointmentId,
      locationCode: sent.locationCode,
      state: sent.cleanerId === null ? 'UNASSIGNED' : 'ASSIGNED',
      round: sent.round + 1,
      recleanOf: sent.id,
      cleanerId: sent.cleanerId,
      cleanerName: sent.cleanerName,
      assignedAt: sent.cleanerId === null ? null : now,
      clientType,
      updatedBy: caller.userName,
    });
    await auditCreated(tx, caller, CLEANING_ENTITY, reclean.id, {
      ...auditedFields(reclean),
      recleanOf: sent.id,
      round: reclean.round,
    });
    await repo.addEvent({
      ...caller.vertical,
      taskId: reclean.id,
      event: 'CREATE',
      fromState: null,
      toState: reclean.state,
      detail: `Re-clean of task ${sent.id}`,
      clientType,
      actor: caller.userName,
    });
    return reclean;
  }

  return {
    async assign(caller: Caller, clientType: string | null, id: number, body: z.infer<typeof cleaningAssignBody>) {
      const v = caller.vertical;
      await taskOf(db, caller, id);
      const cleaner = await deps.cleaners.byId(v, body.cleanerId);
      if (!cleaner)
        throw badRequest(
          `Staff ${body.cleanerId} is not an active cleaner of ${v.country} ${v.vehicleType}.`,
          'body.cleanerId',
        );
      return change(caller, clientType, id, {
        event: 'ASSIGN',
        version: body.version,
        detail: cleaner.name,
        check(current) {
          if (current.cleanerId === cleaner.id)
            throw badRequest(`Cleaning task ${id} is already assigned to ${cleaner.name}.`, 'body.cleanerId');
        },
        next: (_current, now) => ({ cleanerId: cleaner.id, cleanerName: cleaner.name, assignedAt: now }),
      });
    },

    submit: (caller: Caller, clientType: string | null, id: number, body: { version: number }) =>
      change(caller, clientType, id, {
        event: 'SUBMIT',
        version: body.version,
        check(current) {
          const missing = CLEANING_PHOTO_KINDS.filter((k) => !(k === 'BEFORE' ? current.beforeKey : current.afterKey));
          if (missing.length)
            throw conflict(
              `Cleaning task ${id} has no ${missing.map((k) => k.toLowerCase()).join(' or ')} photo yet: add it before submitting.`,
            );
        },
        next: (_current, now) => ({ submittedAt: now }),
      }),

    approve: (caller: Caller, clientType: string | null, id: number, body: z.infer<typeof cleaningApproveBody>) =>
      change(caller, clientType, id, {
        event: 'APPROVE',
        version: body.version,
        check() {
          const failed = failedChecklistItems(body.checklist);
          if (failed.length)
            throw badRequest(
              `Not passed: ${failed.map((i) => CLEANING_CHECKLIST_LABELS[i]).join(', ')}. Send the task back instead.`,
              `body.checklist.${failed[0]}`,
            );
        },
        next: (_current, now) => ({
          checklist: body.checklist,
          remarks: body.remarks || null,
          reviewedAt: now,
          reviewedBy: caller.userName,
        }),
      }),

    reject: (caller: Caller, clientType: string | null, id: number, body: z.infer<typeof cleaningRejectBody>) =>
      change(caller, clientType, id, {
        event: 'REJECT',
        version: body.version,
        detail: body.reasons.map((r) => CLEANING_CHECKLIST_LABELS[r]).join(', '),
        next: (_current, now) => ({
          checklist: Object.fromEntries(body.reasons.map((r) => [r, false])),
          reasons: body.reasons,
          remarks: body.remarks || null,
          reviewedAt: now,
          reviewedBy: caller.userName,
        }),
        then: (tx, sent) => openReclean(tx, caller, clientType, sent),
      }),

    /** After the PUT to the signed URL: the file under this task's folder becomes its photo. */
    async recordPhoto(
      caller: Caller,
      clientType: string | null,
      id: number,
      kind: CleaningPhotoKind,
      body: z.infer<typeof cleaningPhotoBody>,
    ) {
      await taskOf(db, caller, id);
      const rest = body.key.startsWith(photoFolder(caller.vertical, id, kind))
        ? body.key.slice(photoFolder(caller.vertical, id, kind).length)
        : '';
      if (!rest || rest.includes('/') || !PHOTO_EXTENSION.test(rest))
        throw badRequest(`This file was not uploaded as the ${kind.toLowerCase()} photo of task ${id}.`, 'body.key');
      if (!(await deps.storage.exists(body.key)))
        throw badRequest('The file has not been uploaded yet: upload it, then record it.', 'body.key');
      return change(caller, clientType, id, {
        event: 'PHOTO',
        version: body.version,
        detail: kind,
        next: (_current, now) =>
          kind === 'BEFORE'
            ? { beforeKey: body.key, beforeBy: caller.userName, beforeAt: now }
            : { afterKey: body.key, afterBy: caller.userName, afterAt: now },
      });
    },
  };
}
export type CleaningStepService = ReturnType<typeof cleaningStepService>;
