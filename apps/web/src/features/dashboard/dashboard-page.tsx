import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardDocuments, DashboardInventory, DashboardPunctuality } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { expectedMyWork, tilesAllowed, useMyWork, useTile } from './dashboard-api.ts';
import { DashboardMyWorkRow } from './dashboard-my-work.tsx';
import { DashboardTile } from './dashboard-tile.tsx';
import { DashboardTileWhenNear, TILE_HEIGHT_GUESS } from './dashboard-tile-when-near.tsx';
import { cleaningTile, lateTile, onTimeTile, slotCapacityTile, yardAuditTile } from './dashboard-operation-tiles.ts';
import { useDashboardLiveRefresh } from './use-dashboard-live-refresh.ts';

// Only a user who may see no tile gets it: its list and paragraphs (antd's List brings a pager and a
// select) stay out of everyone else's first load (issue 30).
const DashboardNoAccess = lazy(() =>
  importWithReload(() => import('./dashboard-no-access.tsx')).then((m) => ({ default: m.DashboardNoAccess })),
);
import {
  approvalsTile,
  documentLocationTile,
  documentsTile,
  keyRequestsTile,
  locationTile,
  pickupsTile,
  stockAgeTile,
  staleTile,
  statusTile,
  STOCK_AGE_WORDS,
  type TileModel,
  type TileWords,
} from './dashboard-tiles.ts';

/**
 * One answer's tile models, made again only when its data changes: with the tiles memoised, each of the
 * nine answers arriving renders its own tiles, not every tile on the page again (issue 30: on a phone's
 * CPU those repeated renders held the captions' paint for seconds).
 */
function useTileModels<T>(query: UseQueryResult<T>, build: (data: T) => TileModel[]) {
  const { data } = query;
  return useMemo(() => (data === undefined ? undefined : build(data)), [data, build]);
}

/** A cell of the grid, told whether it is among the first screen's (drawn at once) or below (drawn when near). */
type Cell = (firstScreen: boolean) => ReactNode;

/** One answer's place in the grid: its tiles, its failure, or (not settled yet) a skeleton. */
interface TileGroup {
  settled: boolean;
  cells: Cell[];
}

/** The tiles a phone's first screen shows under "My work" (the ageing tile and the stale count): drawn at once. */
const FIRST_SCREEN_TILES = 2;

const placeholder = (key: string) => () => (
  <Col key={key} xs={24} lg={12}>
    <Skeleton active />
  </Col>
);

/** The tiles of one answer, or its loading / failure state, in the grid of tiles. */
function tilesOf<T>(
  query: UseQueryResult<T>,
  allowed: boolean,
  models: TileModel[] | undefined,
  key: string,
  loading?: TileWords,
): TileGroup {
  if (!allowed) return { settled: true, cells: [] };
  if (query.isError)
    return {
      settled: true,
      cells: [
        () => (
          <Col key={key} xs={24} lg={12}>
            <Alert type="error" showIcon title={errorMessage(query.error)} />
          </Col>
        ),
      ],
    };
  if (!models && loading)
    return {
      settled: false,
      cells: [
        () => (
          <Col key={loading.key} xs={24} lg={12} style={TILE_CELL}>
            <DashboardTile tile={loading} />
          </Col>
        ),
      ],
    };
  if (!models) return { settled: false, cells: [placeholder(key)] };
  return {
    settled: true,
    cells: models.map((tile) => (firstScreen: boolean) => (
      // Two a row at most: narrower cards would turn the bars' labels on end. A tile off the screen is not
      // laid out or painted until it comes near (content-visibility), at the size it last had, else 360 px;
      // below the first screen it is not even rendered until then.
      <Col key={tile.key} xs={24} lg={12} style={TILE_CELL}>
        {firstScreen ? <DashboardTile tile={tile} /> : <DashboardTileWhenNear tile={tile} />}
      </Col>
    )),
  };
}

/**
 * The groups in the page's order, up to the first still loading (its skeleton shows): an answer that comes
 * early waits in the cache behind the ones above it, so no answer ever pushes painted tiles down the screen
 * (issue 30: "My work" or the ageing tile arriving last moved everything, CLS 0.45 on a phone).
 */
const inOrder = (groups: readonly TileGroup[]) => {
  const cells: ReactNode[] = [];
  for (const group of groups) {
    for (const cell of group.cells) cells.push(cell(cells.length < FIRST_SCREEN_TILES));
    if (!group.settled) break;
  }
  return cells;
};

const TILE_CELL = {
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${TILE_HEIGHT_GUESS}px`,
} as const;

// Each answer's tiles, made by functions that stay the same from render to render (useTileModels' key).
const inventoryFirst = (d: DashboardInventory) => [stockAgeTile(d), staleTile(d)];
const inventoryLast = (d: DashboardInventory) => [statusTile(d), locationTile(d)];
const punctualityTiles = (d: DashboardPunctuality) => [lateTile(d), onTimeTile(d)];
const documentTiles = (d: DashboardDocuments) => [documentsTile(d), documentLocationTile(d)];
const one =
  <T,>(build: (data: T) => TileModel) =>
  (data: T) => [build(data)];
const pickupTiles = one(pickupsTile);
const slotCapacityTiles = one(slotCapacityTile);
const approvalTiles = one(approvalsTile);
const keyRequestTiles = one(keyRequestsTile);
const cleaningTiles = one(cleaningTile);

/**
 * /dashboard (issue 29), the start page after sign-in: "My work" first, then the vertical's tiles the
 * user's permissions allow (the API refuses the others, so they are not even asked for). A user who may
 * open none of it reads what they may do and whom to ask.
 */
export const DashboardPage = () => {
  const { uiRules } = useAccess();
  const allowed = tilesAllowed(uiRules);
  useDashboardLiveRefresh();
  const work = useMyWork();
  const inventory = useTile('inventory', allowed.inventory);
  const approvals = useTile('approvals', allowed.approvals);
  const documents = useTile('documents', allowed.documents);
  const pickups = useTile('pickups', allowed.pickups);
  const keyRequests = useTile('keyRequests', allowed.keyRequests);
  const slotCapacity = useTile('slotCapacity', allowed.slotCapacity);
  const punctuality = useTile('punctuality', allowed.punctuality);
  const cleaning = useTile('cleaning', allowed.cleaning);
  const yardAudits = useTile('yardAudits', allowed.yardAudits);

  const tiles = inOrder([
    tilesOf(inventory, allowed.inventory, useTileModels(inventory, inventoryFirst), 'inventory-a', STOCK_AGE_WORDS),
    tilesOf(pickups, allowed.pickups, useTileModels(pickups, pickupTiles), 'pickups'),
    tilesOf(slotCapacity, allowed.slotCapacity, useTileModels(slotCapacity, slotCapacityTiles), 'slot-capacity'),
    tilesOf(punctuality, allowed.punctuality, useTileModels(punctuality, punctualityTiles), 'punctuality'),
    tilesOf(approvals, allowed.approvals, useTileModels(approvals, approvalTiles), 'approvals'),
    tilesOf(keyRequests, allowed.keyRequests, useTileModels(keyRequests, keyRequestTiles), 'keys'),
    tilesOf(documents, allowed.documents, useTileModels(documents, documentTiles), 'documents'),
    tilesOf(cleaning, allowed.cleaning, useTileModels(cleaning, cleaningTiles), 'cleaning'),
    tilesOf(yardAudits, allowed.yardAudits, useTileModels(yardAudits, yardAuditTile), 'yard-audits'),
    tilesOf(inventory, allowed.inventory, useTileModels(inventory, inventoryLast), 'inventory-b'),
  ]);
  const nothing = tiles.length === 0 && work.data?.items.length === 0;

  return (
    <PageCard title="Dashboard">
      <Flex vertical gap={16}>
        {work.isError ? <Alert type="error" showIcon title={errorMessage(work.error)} /> : null}
        {/* "My work" holds its cards' places while it loads: the tiles below it paint at once and do not move. */}
        {work.isError ? null : <DashboardMyWorkRow work={work.data} expected={expectedMyWork(uiRules)} />}
        {nothing ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <DashboardNoAccess />
          </Suspense>
        ) : null}
        {tiles.length > 0 ? (
          <section aria-label="At a glance">
            <Row gutter={[12, 12]}>{tiles}</Row>
          </section>
        ) : null}
      </Flex>
    </PageCard>
  );
};
