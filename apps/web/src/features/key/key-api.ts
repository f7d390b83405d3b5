import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  keyEndpoints as api,
  type KeyDetail,
  type KeyMoveInput,
  type KeyRequest,
  type KeyRequestInput,
  type OutKeyReceiveBody,
} from '@b2c/contracts';
import type { KeyDetailType, KeyRequestPutAction } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { gridFetchers } from '../../shared/data-table/entity-api.ts';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';

/** Each grid remembers its own columns under its own key (SPEC §2 "Grids"); all start with `key-`. */
export const KEY_GRID_KEYS = {
  requests: 'key-requests',
  outKeys: 'key-out-keys',
  audit: 'key-audit-trail',
} as const;

export const keyQueryKeys = {
  all: queryKeys('key').all,
  status: queryKeys('key').of('teams-status'),
  car: (appointmentId: string) => queryKeys('key').of('car', appointmentId),
};

export const requestGrid = {
  gridKey: KEY_GRID_KEYS.requests,
  ...gridFetchers({ list: api.listRequests, count: api.countRequests }),
};
export const outKeyGrid = {
  gridKey: KEY_GRID_KEYS.outKeys,
  ...gridFetchers({ list: api.listOutKeys, count: api.countOutKeys }),
};

/** The key audit trail, of the vertical or of one car, paged on the server. */
export const auditGrid = (appointmentId?: string) => {
  const only = appointmentId ? { appointmentId } : {};
  return {
    gridKey: appointmentId ? `${KEY_GRID_KEYS.audit}-${appointmentId}` : KEY_GRID_KEYS.audit,
    fetchPage: ({ page, size }: PageRequest) => call(api.auditTrail, { query: { page, size, ...only } }),
    fetchCount: () => call(api.auditTrailCount, { query: only }).then((r) => r.count),
  };
};

export const useTeamsStatus = () =>
  useQuery({ queryKey: keyQueryKeys.status, queryFn: () => call(api.teamsStatus), retry: false });

export const useCarKeys = (appointmentId: string) =>
  useQuery({
    queryKey: keyQueryKeys.car(appointmentId),
    queryFn: () => call(api.carKeys, { params: { id: appointmentId } }),
    retry: false,
    // The key dialog asks as the appointment id is typed: nothing to ask until there is one.
    enabled: appointmentId !== '',
  });

/** After any key change every key grid, the counts and the cars' keys are stale. */
const useInvalidateKeys = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ predicate: isGridStartingWith('key-') }),
      client.invalidateQueries({ queryKey: keyQueryKeys.all }),
    ]);
};

export const useCreateKeyRequest = () =>
  useMutation({
    mutationFn: (body: KeyRequestInput): Promise<KeyRequest> => call(api.createRequest, { body }),
    onSuccess: useInvalidateKeys(),
  });

export type KeyRequestStep =
  { step: 'CANCEL' } | { step: 'READY_TO_BE_PICKED' } | { step: 'MARK_RECEIVED'; noOfKeysReceived: number };

const stepCall = (request: KeyRequest, s: KeyRequestStep): Promise<KeyRequest> => {
  const body = { version: request.version };
  if (s.step === 'CANCEL') return call(api.cancelRequest, { params: { id: request.id }, body });
  const action: KeyRequestPutAction = s.step;
  return call(api.requestAction, {
    params: { id: request.id, action },
    query: s.step === 'MARK_RECEIVED' ? { noOfKeysReceived: s.noOfKeysReceived } : {},
    body,
  });
};

export const useKeyRequestStep = () =>
  useMutation({
    mutationFn: ({ request, step }: { request: KeyRequest; step: KeyRequestStep }) => stepCall(request, step),
    onSuccess: useInvalidateKeys(),
  });

/** POST /api/inventory/key or …/spare-key; answers the key and SPEC §8's toast. */
export const useMoveKey = () =>
  useMutation({
    mutationFn: ({ keyType, body }: { keyType: KeyDetailType; body: KeyMoveInput }) =>
      call(keyType === 'KEY_DETAILS' ? api.moveMainKey : api.moveSpareKey, { body }),
    onSuccess: useInvalidateKeys(),
  });

export const receiveOutKeys = (body: OutKeyReceiveBody) => call(api.receiveOutKeys, { body });
export const useInvalidateAfterBatch = useInvalidateKeys;

export type { KeyDetail };
