import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  locationEndpoints as api,
  type LocationInput,
  type LocationUpdate,
  type MediaUploadDraft,
  type MediaUploadTicket,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import type { GridFilters, GridSort, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import { gridQuery, sortParam } from '../../shared/data-table/grid-query.ts';
import { locationKeys } from '../../shared/resources/locations.ts';

export const LOCATION_GRID_KEY = 'location';

export const fetchLocationPage = (request: PageRequest) => call(api.list, { query: gridQuery(request) });
export const countLocations = ({ filters }: { filters: GridFilters }) =>
  call(api.count, { query: filters }).then((r) => r.count);
export const fetchAllLocations = ({ sort, filters }: { sort?: GridSort; filters: GridFilters }) =>
  call(api.list, { query: { ...filters, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: sortParam(sort) } });

export const useLocationDetail = (id: number) =>
  useQuery({ queryKey: locationKeys.detail(id), queryFn: () => call(api.get, { params: { id } }), retry: false });

/** After a save the grid, the row, its audit trail and every other screen's location picker are stale. */
const useInvalidateLocations = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // The grid and every location's audit grid (their keys start with the location grid's key).
      client.invalidateQueries({ predicate: isGridStartingWith(LOCATION_GRID_KEY) }),
      client.invalidateQueries({ queryKey: locationKeys.all }),
    ]);
};

export const useCreateLocation = () => {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: LocationInput) => call(api.create, { body }),
    onSuccess: invalidate,
  });
};

export const useUpdateLocation = (id: number) => {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: LocationUpdate) => call(api.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
};

export const requestMediaUpload = (body: MediaUploadDraft) => call(api.mediaUploadUrl, { body });

/**
 * PUTs the file straight to the pre-signed URL (SPEC §7). XMLHttpRequest rather than fetch because
 * only it reports upload progress. The URL carries its own signature, so no bearer token goes along.
 */
export const putToSignedUrl = (ticket: MediaUploadTicket, file: Blob, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.uploadUrl);
    // The ticket names every header the signature covers (S3 also wants If-None-Match: *).
    for (const [name, value] of Object.entries(ticket.headers)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(file);
  });
