import { masterdataPincodeEndpoints as api, type PincodeInput, type PincodeUpdate } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { pincodeApi } from './masterdata-api.ts';

/** The API has no GET pincode/{id}; the edit screen pages through the list (newest ids last). */
export const usePincode = (id: number) =>
  pincodeApi.useRow(String(id), async () => {
    for (let page = 0; ; page += 1) {
      const rows = await call(api.list, { query: { page, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'id,desc' } });
      const row = rows.find((p) => p.id === id);
      if (row) return row;
      if (rows.length < LOCATION_DROPDOWN_PAGE_SIZE || rows.some((p) => p.id < id))
        throw new Error('There is no such pincode.');
    }
  });

export const useCreatePincode = () =>
  pincodeApi.useSave((pincode: PincodeInput) => call(api.create, { body: pincode }));

export const useUpdatePincode = (id: number) =>
  pincodeApi.useSave((pincode: PincodeUpdate) => call(api.update, { params: { id }, body: pincode }));
