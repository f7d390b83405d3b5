import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  locationEndpoints as api,
  type LocationInput,
  type LocationMediaRecordBody,
  type LocationUpdate,
  type MediaUploadDraft,
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
export const locationMediaKey = locationKeys.media;

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
