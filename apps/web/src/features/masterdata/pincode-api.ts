import { useMutation, useQuery } from '@tanstack/react-query';
import type { Pincode, PincodeInput, PincodeUpdate } from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
import { ENTITY_PATHS, masterdataKeys, useInvalidateEntity } from './masterdata-api.ts';

const BASE = ENTITY_PATHS.pincode;

/** The API has no GET pincode/{id}; the edit screen pages through the list (newest ids last). */
export const usePincode = (id: number) =>
  useQuery({
    queryKey: masterdataKeys.row('pincode', String(id)),
    queryFn: async () => {
      for (let page = 0; ; page += 1) {
        const rows = await apiGet<Pincode[]>(BASE, { page, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'id,desc' });
        const row = rows.find((p) => p.id === id);
        if (row) return row;
        if (rows.length < LOCATION_DROPDOWN_PAGE_SIZE || rows.some((p) => p.id < id))
          throw new Error('There is no such pincode.');
      }
    },
    retry: false,
  });

export const useCreatePincode = () =>
  useMutation({
    mutationFn: (pincode: PincodeInput) => apiRequest<Pincode>(BASE, { method: 'POST', body: pincode }),
    onSuccess: useInvalidateEntity('pincode'),
  });

export const useUpdatePincode = (id: number) =>
  useMutation({
    mutationFn: (pincode: PincodeUpdate) => apiRequest<Pincode>(`${BASE}/${id}`, { method: 'PUT', body: pincode }),
    onSuccess: useInvalidateEntity('pincode'),
  });
