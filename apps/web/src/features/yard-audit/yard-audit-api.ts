import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { yardAuditEndpoints as api, type YardAudit, type YardAuditScanBody } from '@b2c/contracts';
import { call, callFile } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { downloadCsv } from '../../shared/data-table/csv-export.ts';
import { useRefreshCar } from '../../shared/resources/car-cache.ts';

/** Everyone on an open audit sees the tally move: each screen asks again this often. */
export const TALLY_POLL_MS = 2_000;
/** A location's history on the start screen: the newest audits first. */
export const HISTORY_SIZE = 20;

export const yardAuditKeys = {
  all: queryKeys('yard-audit').all,
  atLocation: (code: string) => queryKeys('yard-audit').of('location', code),
  audit: (id: number) => queryKeys('yard-audit').of('audit', id),
  lists: (id: number) => queryKeys('yard-audit').of('lists', id),
};

/** The audits of a location, newest first (its history, and the open one if any). */
export const useLocationAudits = (locationCode: string | undefined) =>
  useQuery({
    queryKey: yardAuditKeys.atLocation(locationCode ?? ''),
    queryFn: () => call(api.list, { query: { locationCode, size: HISTORY_SIZE, sort: 'startedAt,desc' } }),
    enabled: Boolean(locationCode),
  });

export const useStartAudit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locationCode: string) => call(api.start, { body: { locationCode } }),
    onSuccess: (audit) => client.setQueryData(yardAuditKeys.audit(audit.id), audit),
  });
};

/** The audit and its tally; polled while it is open so every scanner sees the others' counts. */
export const useAudit = (id: number) =>
  useQuery({
    queryKey: yardAuditKeys.audit(id),
    queryFn: () => call(api.get, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'OPEN' ? TALLY_POLL_MS : false),
    retry: false,
  });

export const useScan = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: YardAuditScanBody) => call(api.scan, { params: { id }, body }),
    // The answer carries the tally: the screen shows it at once instead of after the next poll.
    onSuccess: (result) =>
      client.setQueryData<YardAudit>(yardAuditKeys.audit(id), (audit) =>
        audit ? { ...audit, ...result.tally } : audit,
      ),
  });
};

export const useFinishAudit = (audit: YardAudit) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.finish, { params: { id: audit.id }, body: { version: audit.version } }),
    onSuccess: async (finished) => {
      client.setQueryData(yardAuditKeys.audit(audit.id), finished);
      await client.invalidateQueries({ queryKey: yardAuditKeys.lists(audit.id) });
      await client.invalidateQueries({ queryKey: yardAuditKeys.atLocation(audit.locationCode) });
    },
  });
};

export const useAuditLists = (id: number) =>
  useQuery({ queryKey: yardAuditKeys.lists(id), queryFn: () => call(api.lists, { params: { id } }) });

/** After a fix: the lists change, and so does the car wherever it is cached. */
const useAfterFix = (id: number) => {
  const client = useQueryClient();
  const refreshCar = useRefreshCar();
  return async () => {
    await client.invalidateQueries({ queryKey: yardAuditKeys.lists(id) });
    void refreshCar();
  };
};

export const useStockInHere = (id: number) => {
  const after = useAfterFix(id);
  return useMutation({
    mutationFn: (appointmentId: string) => call(api.stockIn, { params: { id, appointmentId } }),
    onSuccess: after,
  });
};

export const useMarkMissing = (id: number) => {
  const after = useAfterFix(id);
  return useMutation({
    mutationFn: (v: { appointmentId: string; reason: string }) =>
      call(api.markMissing, { params: { id, appointmentId: v.appointmentId }, body: { reason: v.reason } }),
    onSuccess: after,
  });
};

/** The API's CSV of the audit (its cells guarded against formulas there), saved as a file. */
export const exportAuditCsv = async (audit: YardAudit): Promise<void> => {
  const answer = await callFile(api.export, { params: { id: audit.id } });
  downloadCsv(answer.fileName ?? `yard-audit-${audit.id}.csv`, await answer.text());
};
