import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  locationEndpoints as api,
  type LocationInput,
  type LocationMediaRecordBody,
  type LocationUpdate,
  type MediaUploadDraft,
  type MediaUploadTicket,
} from '@b2c/contracts';
import { LOCATION_DROPDOWN_PAGE_SIZE } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { entityApi } from '../../shared/data-table/entity-api.ts';
import { isGridStartingWith } from '../../shared/data-table/grid-keys.ts';
import { locationKeys } from '../../shared/resources/locations.ts';

export const LOCATION_GRID_KEY = 'location';

const locations = entityApi(api, {
  gridKey: LOCATION_GRID_KEY,
  rowKey: locationKeys.detail,
  // Every other screen's location picker reads under `all` too: a save refreshes them all.
  staleAfterSave: locationKeys.all,
  exportSize: LOCATION_DROPDOWN_PAGE_SIZE,
});

export const { fetchPage: fetchLocationPage, fetchCount: countLocations, fetchAll: fetchAllLocations } = locations.grid;
/** The grid's key and callbacks, for its DataGrid. */
export const locationGrid = locations.grid;

export const useLocationDetail = (id: number) => locations.useRow(id, () => call(api.get, { params: { id } }));

export const useCreateLocation = () => locations.useSave((body: LocationInput) => call(api.create, { body }));

export const useUpdateLocation = (id: number) =>
  locations.useSave((body: LocationUpdate) => call(api.update, { params: { id }, body }));

export const requestMediaUpload = (body: MediaUploadDraft) => call(api.mediaUploadUrl, { body });

// --- hub media ----------------------------------------------------------------------------------
export const locationMediaKey = (id: number) => ['location-media', id] as const;

/** The hub's recorded images and videos; their links are signed for an hour, so refetch well before. */
export const useLocationMedia = (id: number) =>
  useQuery({
    queryKey: locationMediaKey(id),
    queryFn: () => call(api.media, { params: { id } }),
    staleTime: 10 * 60_000,
  });

/** After a media change the list and the location's audit trail (which records it) are stale. */
const useMediaChanged = (id: number) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: locationMediaKey(id) }),
      client.invalidateQueries({ predicate: isGridStartingWith(LOCATION_GRID_KEY) }),
    ]);
};

/** Records an uploaded file (its ticket's key) against the hub. */
export const useRecordLocationMedia = (id: number) => {
  const changed = useMediaChanged(id);
  return useMutation({
    mutationFn: (body: LocationMediaRecordBody) => call(api.addMedia, { params: { id }, body }),
    onSuccess: changed,
  });
};

export const useRemoveLocationMedia = (id: number) => {
  const changed = useMediaChanged(id);
  return useMutation({
    mutationFn: (mediaId: number) => call(api.removeMedia, { params: { id, mediaId } }),
    onSuccess: changed,
  });
};

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
