import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersRosterEndpoints as api, type leaveInput } from '@b2c/contracts';
import type { LeaveState } from '@b2c/domain';
import { call } from '../../../shared/api/call.ts';
import type { ContractInput } from '../../../shared/forms/contract-fields.tsx';
import { usersKeys } from '../users-api.ts';

/** Under `usersKeys.all`: a user's change (deactivated, renamed) also refreshes the roster and leaves shown. */
export const rosterKeys = {
  all: usersKeys.of('roster'),
  week: (weekStart: string) => usersKeys.of('roster', 'week', weekStart),
  leaves: (state: LeaveState | undefined) => usersKeys.of('roster', 'leaves', state ?? 'all'),
};

/** The V1 screen's roster and leaves grids and an upload's problem rows: each remembers its columns. */
export const ROSTER_GRID_KEY = 'user-management-roster';
export const ROSTER_PROBLEMS_GRID_KEY = 'user-management-roster-problems';
export const LEAVES_GRID_KEY = 'user-management-leaves';

/** How many leaves the tab shows: the newest first; a vertical's team has far fewer. */
export const LEAVES_SHOWN = 200;

export const useRosterWeek = (weekStart: string) =>
  useQuery({ queryKey: rosterKeys.week(weekStart), queryFn: () => call(api.week, { query: { weekStart } }) });

export const useLeaves = (state: LeaveState | undefined) =>
  useQuery({
    queryKey: rosterKeys.leaves(state),
    queryFn: () => call(api.leaves, { query: { state, size: LEAVES_SHOWN } }),
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: rosterKeys.all });
};

export interface RosterUpload {
  file: File;
  weekStart: string;
  applyGoodRows: boolean;
}

export const useUploadRoster = () =>
  useMutation({
    mutationFn: ({ file, weekStart, applyGoodRows }: RosterUpload) => {
      const body = new FormData();
      body.append('weekStart', weekStart);
      if (applyGoodRows) body.append('applyGoodRows', 'true');
      body.append('file', file);
      return call(api.upload, { body });
    },
    onSuccess: useRefresh(),
  });

export const useApplyLeave = () =>
  useMutation({
    mutationFn: (body: ContractInput<typeof leaveInput>) => call(api.applyLeave, { body }),
    onSuccess: useRefresh(),
  });

export const useRevokeLeave = () =>
  useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call(api.revokeLeave, { params: { id }, body: { version } }),
    onSuccess: useRefresh(),
  });
