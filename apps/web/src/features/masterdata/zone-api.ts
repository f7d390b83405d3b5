import { masterdataZoneEndpoints as api, type ZoneInput, type ZoneUpdate } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { zoneApi } from './masterdata-api.ts';

/**
 * One zone by id. The API has no GET zone/{id}; a vertical has tens of zones, so the edit screen
 * reads the list at the dropdown size and picks the row.
 */
export const useZone = (id: number) =>
  zoneApi.useRow(String(id), async () => {
    const zones = await call(api.list, { query: { size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'id,asc' } });
    const zone = zones.find((z) => z.id === id);
    if (!zone) throw new Error('There is no such zone.');
    return zone;
  });

/** SPEC §7: POST zone with the first entry of the saved zone data (a list of one). */
export const useCreateZone = () => zoneApi.useSave((zone: ZoneInput) => call(api.create, { body: [zone] }));

export const useUpdateZone = (id: number) =>
  zoneApi.useSave((zone: ZoneUpdate) => call(api.update, { params: { id }, body: zone }));
