import { useMutation, useQuery } from '@tanstack/react-query';
import { masterdataZoneEndpoints as api, type ZoneInput, type ZoneUpdate } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

/**
 * One zone by id. The API has no GET zone/{id}; a vertical has tens of zones, so the edit screen
 * reads the list at the dropdown size and picks the row.
 */
export const useZone = (id: number) =>
  useQuery({
    queryKey: masterdataKeys.row('zones', String(id)),
    queryFn: async () => {
      const zones = await call(api.list, { query: { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'id,asc' } });
      const zone = zones.find((z) => z.id === id);
      if (!zone) throw new Error('There is no such zone.');
      return zone;
    },
    retry: false,
  });

/** SPEC §7: POST zone with the first entry of the saved zone data (a list of one). */
export const useCreateZone = () =>
  useMutation({
    mutationFn: (zone: ZoneInput) => call(api.create, { body: [zone] }),
    onSuccess: useInvalidateEntity('zones'),
  });

export const useUpdateZone = (id: number) =>
  useMutation({
    mutationFn: (zone: ZoneUpdate) => call(api.update, { params: { id }, body: zone }),
    onSuccess: useInvalidateEntity('zones'),
  });
