import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  configEndpoints,
  dashboardEndpoints as api,
  MY_WORK_KINDS,
  type EndpointData,
  type MyWorkKind,
  type UiRules,
} from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

const keys = queryKeys('dashboard');
/** Counts a minute old are fine for a start page; the grid behind a tile is always fresh. */
const staleTime = 60_000;

type TileEndpoint = Exclude<keyof typeof api, 'myWork'>;
type VerticalKey = Pick<Vertical, 'country' | 'vehicleType'> | null | undefined;

/**
 * Which tile answers the user may ask for (the API refuses the others with 403): the page asks for these
 * and the sign-in warm-up starts them before the page's chunk arrives.
 */
export const tilesAllowed = (uiRules: UiRules): Record<TileEndpoint, boolean> => {
  const ui = uiRules.uiPermissions;
  const actions = uiRules.actionPermissions;
  return {
    inventory: ui.inventoryMenu,
    approvals: actions.APPROVE_PENDING_ACTION,
    documents: ui.documentsMenu,
    pickups: ui.logisticMenu,
    keyRequests: actions.MANAGE_KEYS && uiRules.flags.keyManagement,
    slotCapacity: ui.logisticMenu,
    punctuality: ui.logisticMenu,
    cleaning: ui.carCleaningHistory && uiRules.features.carCleaningHistory,
    yardAudits: actions.YARD_AUDIT,
  };
};

/**
 * The kinds of "My work" the API will answer for these rules (the same permissions as its MY_WORK_ACCESS,
 * and the key flag), so the row holds their places while its answer is on its way and nothing below moves.
 */
export const expectedMyWork = (uiRules: UiRules): MyWorkKind[] => {
  const allowed = tilesAllowed(uiRules);
  const expected: Record<MyWorkKind, boolean> = {
    approvals: allowed.approvals,
    keyRequests: allowed.keyRequests,
    documents: allowed.documents,
    pickupsToday: allowed.pickups,
  };
  return MY_WORK_KINDS.filter((kind) => expected[kind]);
};

/** One tile group's query of a vertical: the same key and request for the page and the warm-up. */
const tileQuery = <K extends TileEndpoint>(tile: K, vertical: VerticalKey) => ({
  queryKey: keys.of(tile, vertical?.country, vertical?.vehicleType),
  // Every tile endpoint is a GET without input; the union of them is not something call() can infer.
  queryFn: () => call(api[tile] as (typeof api)['inventory']) as Promise<EndpointData<(typeof api)[K]>>,
  staleTime,
});

const myWorkQuery = (vertical: VerticalKey) => ({
  queryKey: keys.of('my-work', vertical?.country, vertical?.vehicleType),
  queryFn: () => call(api.myWork),
  staleTime,
});

/** One tile group of the current vertical, asked only when the user may open it (else the API says 403). */
export const useTile = <K extends TileEndpoint>(tile: K, allowed: boolean) => {
  const { vertical } = useVertical();
  return useQuery({ ...tileQuery(tile, vertical), enabled: allowed });
};

export const useMyWork = () => {
  const { vertical } = useVertical();
  return useQuery(myWorkQuery(vertical));
};

/** Starts "My work" and every tile the user may open into the cache the page reads (the route's warm-up). */
export const warmDashboard = (queryClient: QueryClient, uiRules: UiRules, vertical: Vertical) => {
  const allowed = tilesAllowed(uiRules);
  const tiles = (Object.keys(allowed) as TileEndpoint[]).filter((tile) => allowed[tile]);
  return Promise.all([
    queryClient.prefetchQuery(myWorkQuery(vertical)),
    ...tiles.map((tile) => queryClient.prefetchQuery(tileQuery(tile, vertical))),
  ]).then(() => tiles.length);
};

/** Whom to ask (configs' contact persons), for a user who may open nothing. */
export const useContactPersons = (enabled: boolean) =>
  useQuery({
    queryKey: keys.of('contacts'),
    queryFn: () => call(configEndpoints.contactPersons),
    enabled,
    staleTime: 10 * 60_000,
  });
