import { useMutation, useQuery } from '@tanstack/react-query';
import { masterdataLocusTeamEndpoints as api, type LocusTeamInput, type LocusTeamUpdate } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

/** Unlike zones and pincodes, Locus teams have GET locus-team/{id}: the edit screen reads just the row. */
export const useLocusTeam = (id: number) =>
  useQuery({
    queryKey: masterdataKeys.row('locus-teams', String(id)),
    queryFn: () => call(api.get, { params: { id } }),
    retry: false,
  });

export const useCreateLocusTeam = () =>
  useMutation({
    mutationFn: (team: LocusTeamInput) => call(api.create, { body: team }),
    onSuccess: useInvalidateEntity('locus-teams'),
  });

export const useUpdateLocusTeam = (id: number) =>
  useMutation({
    mutationFn: (team: LocusTeamUpdate) => call(api.update, { params: { id }, body: team }),
    onSuccess: useInvalidateEntity('locus-teams'),
  });
