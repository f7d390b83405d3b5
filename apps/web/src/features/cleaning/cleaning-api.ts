import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cleaningEndpoints as api,
  type CleaningApproveBody,
  type CleaningRejectBody,
  type CleaningTask,
} from '@b2c/contracts';
import type { CleaningPhotoKind } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { uploadToTicket } from '../../shared/api/file-transfer.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

/** Each grid remembers its own columns under its own key (SPEC §2 "Grids"); both start with `cleaning-`. */
export const CLEANING_GRID_KEYS = { qa: 'cleaning-qa', history: 'cleaning-history' } as const;

export const qaGrid = { gridKey: CLEANING_GRID_KEYS.qa, ...gridFetchers({ list: api.qaList, count: api.qaCount }) };
export const historyGrid = {
  gridKey: CLEANING_GRID_KEYS.history,
  ...gridFetchers({ list: api.historyList, count: api.historyCount }),
};

const cleaningKeys = queryKeys('cleaning');
const taskKey = (id: number) => cleaningKeys.of('task', id);

export const useCleaningTask = (id: number) =>
  useQuery({ queryKey: taskKey(id), queryFn: () => call(api.task, { params: { id } }), retry: false });

export const useCleaners = (enabled: boolean) =>
  useQuery({ queryKey: cleaningKeys.of('cleaners'), queryFn: () => call(api.cleaners, {}), enabled });

/** One step of a task; afterwards the task, both lists and their audit trails (`cleaning-…`) are stale. */
function useStep<Input>(run: (input: Input) => Promise<CleaningTask>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cleaningKeys.all }),
        client.invalidateQueries({ predicate: isGridStartingWith('cleaning-') }),
      ]),
  });
}

export const useAssign = (id: number) =>
  useStep((body: { version: number; cleanerId: number }) => call(api.assign, { params: { id }, body }));
export const useSubmit = (id: number) =>
  useStep((body: { version: number }) => call(api.submit, { params: { id }, body }));
export const useApprove = (id: number) =>
  useStep((body: CleaningApproveBody) => call(api.approve, { params: { id }, body }));
export const useReject = (id: number) =>
  useStep((body: CleaningRejectBody) => call(api.reject, { params: { id }, body }));

/** A photo: a pre-signed URL for the task, the PUT, then the photo is recorded on the task. */
export const usePhotoUpload = (id: number) =>
  useStep(async ({ kind, file, version }: { kind: CleaningPhotoKind; file: File; version: number }) => {
    const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    const ticket = await call(api.uploadUrl, { body: { taskId: id, kind, fileName: file.name, extension } });
    await uploadToTicket(ticket, file);
    return call(api.recordPhoto, { params: { id, kind }, body: { key: ticket.key, version } });
  });
