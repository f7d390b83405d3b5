import { CLEANING_TASK_STATE_LABELS, photoRefusal, type CleaningListing } from '@b2c/domain';
import {
  CLEANING_PHOTO_EXTENSIONS,
  type Cleaner,
  type CleaningTask,
  type CleaningTaskDetail,
  type CleaningTaskInput,
  type cleaningUploadBody,
} from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { auditCreated } from '../../kits/audit.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import type { UploadTicket } from '../../plugins/storage.ts';
import { uploadTicket } from '../../kits/upload-ticket.ts';
import { cleaningRepository, type CleaningFilter, type CleaningTaskRow } from './cleaning-repository.ts';
import { CLEANING_ENTITY, cleaningMapper, photoFolder, toCleaningStep, type CleaningDeps } from './cleaning-mapping.ts';

/** The task of the caller's vertical, or a 404: another vertical's task does not exist for them. */
export async function taskOf(db: Db, caller: Caller, id: number): Promise<CleaningTaskRow> {
  const row = await cleaningRepository(db).byId(caller.vertical, id);
  if (!row) throw notFound(`Cleaning task ${id}`);
  return row;
}

/** Car cleaning reads, the new task, the cleaners to assign and the photo upload link (issue 17). */
export function cleaningService(db: Db, deps: CleaningDeps) {
  const toTask = cleaningMapper(deps.storage);

  return {
    async list(caller: Caller, listing: CleaningListing, q: CleaningFilter & Paged): Promise<CleaningTask[]> {
      const rows = await cleaningRepository(db).list(caller.vertical, listing, q);
      return Promise.all(rows.map((r) => toTask(r)));
    },
    count: (caller: Caller, listing: CleaningListing, q: CleaningFilter) =>
      cleaningRepository(db).count(caller.vertical, listing, q),

    async get(caller: Caller, id: number): Promise<CleaningTaskDetail> {
      const row = await taskOf(db, caller, id);
      const repo = cleaningRepository(db);
      const reclean = await repo.recleanOf(caller.vertical, id);
      const steps = await repo.events(caller.vertical, id);
      return { ...(await toTask(row, reclean?.id ?? null)), steps: steps.map(toCleaningStep) };
    },

    cleaners: (caller: Caller): Promise<Cleaner[]> => deps.cleaners.list(caller.vertical),

    /** A car of the vertical at one of its locations, with no other open task. */
    async create(caller: Caller, clientType: string | null, input: CleaningTaskInput): Promise<CleaningTask> {
      const v = caller.vertical;
      const where = `${v.country} ${v.vehicleType}`;
      const car = await deps.findCar(v, { appointmentId: input.appointmentId });
      // Another vertical's car is as unknown here as no car at all: 404, as keys answer a car in the body.
      if (!car) throw notFound(`Car ${input.appointmentId}`);
      const [location] = await deps.locations.byCodes(v, [input.locationCode]);
      if (!location)
        throw badRequest(`Location ${input.locationCode} is not a location of ${where}.`, 'body.locationCode');
      const row = await db.transaction(async (tx) => {
        const repo = cleaningRepository(tx);
        const open = await repo.openTaskOf(v, car.appointmentId);
        if (open)
          throw conflict(
            `Car ${car.appointmentId} already has an open cleaning task (${open.id}, ${CLEANING_TASK_STATE_LABELS[open.state]}).`,
          );
        const created = await repo.insert({
          ...v,
          appointmentId: car.appointmentId,
          locationCode: input.locationCode,
          state: 'UNASSIGNED',
          clientType,
          updatedBy: caller.userName,
        });
        await auditCreated(tx, caller, CLEANING_ENTITY, created.id, {
          appointmentId: created.appointmentId,
          locationCode: created.locationCode,
          state: CLEANING_TASK_STATE_LABELS.UNASSIGNED,
          clientType,
        });
        await repo.addEvent({
          ...v,
          taskId: created.id,
          event: 'CREATE',
          fromState: null,
          toState: created.state,
          detail: null,
          clientType,
          actor: caller.userName,
        });
        return created;
      });
      return toTask(row);
    },

    /** SPEC §7 pre-signed URL: one photo of a task that is with a cleaner. */
    async uploadUrl(caller: Caller, body: z.infer<typeof cleaningUploadBody>): Promise<UploadTicket> {
      const task = await cleaningRepository(db).byId(caller.vertical, body.taskId);
      if (!task) throw notFound(`Cleaning task ${body.taskId}`);
      if (task.state !== 'ASSIGNED') throw conflict(photoRefusal(task.id, task.state));
      return uploadTicket(deps.storage, {
        folder: photoFolder(caller.vertical, task.id, body.kind),
        fileName: body.fileName,
        extension: body.extension,
        allowed: CLEANING_PHOTO_EXTENSIONS,
      });
    },
  };
}
export type CleaningService = ReturnType<typeof cleaningService>;
