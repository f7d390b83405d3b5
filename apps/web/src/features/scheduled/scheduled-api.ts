import {
  scheduledEndpoints as api,
  type ScheduledMovement,
  type ScheduledMovementInput,
  type ScheduledMovementUpdate,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { entityApi } from '../../shared/data-table/entity-api.ts';

/** SPEC §2 grids: the scheduled tasks grid remembers its columns under this key. */
export const SCHEDULED_GRID_KEY = 'scheduled-tasks';

export const scheduledKeys = {
  ...queryKeys('scheduled'),
};

const schedules = entityApi(api, {
  gridKey: SCHEDULED_GRID_KEY,
  rowKey: scheduledKeys.detail,
  staleAfterSave: scheduledKeys.all,
});

/** The grid's key and callbacks (SPEC §7 GET /api/v2/inventory/scheduled-movement and its count). */
export const scheduledGrid = schedules.grid;

export const useCreateSchedule = () => schedules.useSave((body: ScheduledMovementInput) => call(api.create, { body }));
export const useUpdateSchedule = () =>
  schedules.useSave(({ id, body }: { id: number; body: ScheduledMovementUpdate }) =>
    call(api.update, { params: { id }, body }),
  );
export const useCancelSchedule = () =>
  schedules.useSave((row: ScheduledMovement) =>
    call(api.cancel, { params: { id: row.id }, body: { version: row.version } }),
  );
