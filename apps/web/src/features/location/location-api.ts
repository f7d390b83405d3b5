import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditLogEntry,
  City,
  LocationDetail,
  LocationInput,
  LocationListItem,
  LocationUpdate,
  MediaUploadTicket,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { apiGet, apiRequest } from '../../shared/api/api-client.ts';
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

const BASE = '/api/v2/store-location';
type Count = { count: number };

export const fetchLocationPage = (request: PageRequest) => apiGet<LocationListItem[]>(BASE, gridQuery(request));
export const countLocations = ({ filters }: { filters: GridFilters }) =>
  apiGet<Count>(`${BASE}/count`, filters).then((r) => r.count);
export const fetchAllLocations = ({ sort, filters }: { sort?: GridSort; filters: GridFilters }) =>
  apiGet<LocationListItem[]>(BASE, { ...filters, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: sortParam(sort) });

export const fetchLocationAudit = (id: number) => (request: PageRequest) =>
  apiGet<AuditLogEntry[]>(`/api/audit-log/store-location/${id}`, { page: request.page, size: request.size });
export const countLocationAudit = (id: number) => () =>
  apiGet<Count>(`/api/audit-log/store-location/${id}/count`).then((r) => r.count);

export const useLocationDetail = (id: number) =>
  useQuery({ queryKey: locationKeys.detail(id), queryFn: () => apiGet<LocationDetail>(`${BASE}/${id}`), retry: false });

/** Active cities of the vertical's country, for the city select and filter (a country has a few hundred). */
export const useCities = () =>
  useQuery({
    queryKey: locationKeys.cities,
    queryFn: () =>
      apiGet<City[]>('/api/v1/city', { active: true, size: LOCATION_DROPDOWN_PAGE_SIZE, sort: 'name,asc' }),
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
    mutationFn: (body: LocationInput) => apiRequest<LocationDetail>(BASE, { method: 'POST', body }),
    onSuccess: invalidate,
  });
};

export const useUpdateLocation = (id: number) => {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: LocationUpdate) => apiRequest<LocationDetail>(`${BASE}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
};

/** The extension goes as the file has it; the API lower-cases it and checks it against the media type. */
export interface MediaUploadDraft {
  fileName: string;
  extension: string;
  mediaType: 'IMAGE' | 'VIDEO';
  hubCode: string;
}

export const requestMediaUpload = (body: MediaUploadDraft) =>
  apiRequest<MediaUploadTicket>(`${BASE}/media/upload-url`, { method: 'POST', body });

/**
 * PUTs the file straight to the pre-signed URL (SPEC §7). XMLHttpRequest rather than fetch because
 * only it reports upload progress. The URL carries its own signature, so no bearer token goes along.
 */
export const putToSignedUrl = (ticket: MediaUploadTicket, file: Blob, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.uploadUrl);
    xhr.setRequestHeader('Content-Type', ticket.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(file);
  });
