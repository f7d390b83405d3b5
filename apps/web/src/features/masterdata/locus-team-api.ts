import { useMutation, useQuery } from '@tanstack/react-query';
import type { LocusTeam, LocusTeamInput, LocusTeamUpdate } from '@b2c/contracts';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
import { ENTITY_PATHS, masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

const BASE = ENTITY_PATHS['locus-teams'];

/** Unlike zones and pincodes, Locus teams have GET locus-team/{id}: the edit screen reads just the row. */
export const useLocusTeam = (id: number) =>
  useQuery({
    queryKey: masterdataKeys.row('locus-teams', String(id)),
    queryFn: () => apiGet<LocusTeam>(`${BASE}/${id}`),
    retry: false,
  });

export const useCreateLocusTeam = () =>
  useMutation({
    mutationFn: (team: LocusTeamInput) => apiRequest<LocusTeam>(BASE, { method: 'POST', body: team }),
    onSuccess: useInvalidateEntity('locus-teams'),
  });

export const useUpdateLocusTeam = (id: number) =>
  useMutation({
    mutationFn: (team: LocusTeamUpdate) => apiRequest<LocusTeam>(`${BASE}/${id}`, { method: 'PUT', body: team }),
    onSuccess: useInvalidateEntity('locus-teams'),
  });
