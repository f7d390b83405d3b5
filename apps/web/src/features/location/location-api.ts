import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditLogEndpoints,
  locationEndpoints as api,
  masterdataEndpoints,
  type LocationInput,
  type LocationUpdate,
  type MediaUploadDraft,
  type MediaUploadTicket,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import type { GridFilters, GridSort, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridQuery, sortParam } from '../../shared/data-table/grid-query.ts';

export const LOCATION_GRID_KEY = 'location';
/** One audit grid per location: the grid's query cache is keyed by its gridKey. */
export const locationAuditGridKey = (id: number) => `${LOCATION_GRID_KEY}-audit-${id}`;

export const locationKeys = {
  all: ['location'] as const,
  detail: (id: number) => ['location', 'detail', id] as const,
  cities: ['location', 'cities'] as const,
};

export const fetchLocationPage = (request: PageRequest) => call(api.list, { query: gridQuery(request) });
export const countLocations = ({ filters }: { filters: GridFilters }) =>
  call(api.count, { query: filters }).then((r) => r.count);
export const fetchAllLocations = ({ sort, filters }: { sort?: GridSort; filters: GridFilters }) =>
  call(api.list, { query: { ...filters, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: sortParam(sort) } });

const audit = auditLogEndpoints.storeLocation;
export const fetchLocationAudit = (id: number) => (request: PageRequest) =>
  call(audit.list, { params: { id: String(id) }, query: { page: request.page, size: request.size } });
export const countLocationAudit = (id: number) => () =>
  call(audit.count, { params: { id: String(id) } }).then((r) => r.count);

export const useLocationDetail = (id: number) =>
  useQuery({ queryKey: locationKeys.detail(id), queryFn: () => call(api.get, { params: { id } }), retry: false });

/** Active cities of the vertical's country, for the city select and filter (a country has a few hundred). */
export const useCities = () =>
  useQuery({
    queryKey: locationKeys.cities,
    queryFn: () =>
      call(masterdataEndpoints.cities, {
        query: { active: 'true', size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' },
      }),
    staleTime: 10 * 60_000,
  });

/** After a save the grid, the row and its audit trail are stale. */
const useInvalidateLocations = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // The grid and every location's audit grid (their keys start with the location grid's key).
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'grid' && String(q.queryKey[1]).startsWith(LOCATION_GRID_KEY),
      }),
      client.invalidateQueries({ queryKey: [...locationKeys.all, 'detail'] }),
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
