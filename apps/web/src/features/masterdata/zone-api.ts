import { useMutation, useQuery } from '@tanstack/react-query';
import type { Zone, ZoneInput, ZoneUpdate } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
import { ENTITY_PATHS, masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

const BASE = ENTITY_PATHS.zones;

/**
 * One zone by id. The API has no GET zone/{id}; a vertical has tens of zones, so the edit screen
 * reads the list at the dropdown size and picks the row.
 */
export const useZone = (id: number) =>
  useQuery({
    queryKey: masterdataKeys.row('zones', String(id)),
    queryFn: async () => {
      const zones = await apiGet<Zone[]>(BASE, { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'id,asc' });
      const zone = zones.find((z) => z.id === id);
      if (!zone) throw new Error('There is no such zone.');
      return zone;
    },
    retry: false,
  });

/** SPEC §7: POST zone with the first entry of the saved zone data (a list of one). */
export const useCreateZone = () =>
  useMutation({
    mutationFn: (zone: ZoneInput) => apiRequest<Zone>(BASE, { method: 'POST', body: [zone] }),
    onSuccess: useInvalidateEntity('zones'),
  });

export const useUpdateZone = (id: number) =>
  useMutation({
    mutationFn: (zone: ZoneUpdate) => apiRequest<Zone>(`${BASE}/${id}`, { method: 'PUT', body: zone }),
    onSuccess: useInvalidateEntity('zones'),
  });
