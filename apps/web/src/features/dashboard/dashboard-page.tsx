import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { tilesAllowed, useMyWork, useTile } from './dashboard-api.ts';
import { DashboardMyWorkRow } from './dashboard-my-work.tsx';
import { DashboardNoAccess } from './dashboard-no-access.tsx';
import { DashboardTile } from './dashboard-tile.tsx';
import { cleaningTile, lateTile, onTimeTile, slotCapacityTile, yardAuditTile } from './dashboard-operation-tiles.ts';
import { useDashboardLiveRefresh } from './use-dashboard-live-refresh.ts';
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
  type TileModel,
} from './dashboard-tiles.ts';

/** The tiles of one answer, or its loading / failure state, in the grid of tiles. */
function tilesOf<T>(query: UseQueryResult<T>, allowed: boolean, build: (data: T) => TileModel[], key: string) {
  if (!allowed) return [];
  if (query.isError)
    return [
      <Col key={key} xs={24} lg={12}>
        <Alert type="error" showIcon title={errorMessage(query.error)} />
      </Col>,
    ];
  if (!query.data)
    return [
      <Col key={key} xs={24} lg={12}>
        <Skeleton active />
      </Col>,
    ];
  return build(query.data).map((tile) => (
    // Two a row at most: narrower cards would turn the bars' labels on end.
    <Col key={tile.key} xs={24} lg={12} style={{ minWidth: 0 }}>
      <DashboardTile tile={tile} />
    </Col>
  ));
}

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

  const tiles = [
    ...tilesOf(inventory, allowed.inventory, (d) => [stockAgeTile(d), staleTile(d)], 'inventory-a'),
    ...tilesOf(pickups, allowed.pickups, (d) => [pickupsTile(d)], 'pickups'),
    ...tilesOf(slotCapacity, allowed.slotCapacity, (d) => [slotCapacityTile(d)], 'slot-capacity'),
    ...tilesOf(punctuality, allowed.punctuality, (d) => [lateTile(d), onTimeTile(d)], 'punctuality'),
    ...tilesOf(approvals, allowed.approvals, (d) => [approvalsTile(d)], 'approvals'),
    ...tilesOf(keyRequests, allowed.keyRequests, (d) => [keyRequestsTile(d)], 'keys'),
    ...tilesOf(documents, allowed.documents, (d) => [documentsTile(d), documentLocationTile(d)], 'documents'),
    ...tilesOf(cleaning, allowed.cleaning, (d) => [cleaningTile(d)], 'cleaning'),
    ...tilesOf(yardAudits, allowed.yardAudits, yardAuditTile, 'yard-audits'),
    ...tilesOf(inventory, allowed.inventory, (d) => [statusTile(d), locationTile(d)], 'inventory-b'),
  ];
  const nothing = tiles.length === 0 && work.data?.items.length === 0;

  return (
    <PageCard title="Dashboard">
      <Flex vertical gap={16}>
        {work.isError ? <Alert type="error" showIcon title={errorMessage(work.error)} /> : null}
        {work.data && work.data.items.length > 0 ? <DashboardMyWorkRow work={work.data} /> : null}
        {nothing ? <DashboardNoAccess /> : null}
        {tiles.length > 0 ? (
          <section aria-label="At a glance">
            <Row gutter={[12, 12]}>{tiles}</Row>
          </section>
        ) : null}
      </Flex>
    </PageCard>
  );
};
