import { masterdataLocusTeamEndpoints as api, type LocusTeamInput, type LocusTeamUpdate } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { locusTeamApi } from './masterdata-api.ts';

/** Unlike zones and pincodes, Locus teams have GET locus-team/{id}: the edit screen reads just the row. */
export const useLocusTeam = (id: number) => locusTeamApi.useRow(String(id), () => call(api.get, { params: { id } }));

export const useCreateLocusTeam = () =>
  locusTeamApi.useSave((team: LocusTeamInput) => call(api.create, { body: team }));

export const useUpdateLocusTeam = (id: number) =>
  locusTeamApi.useSave((team: LocusTeamUpdate) => call(api.update, { params: { id }, body: team }));
