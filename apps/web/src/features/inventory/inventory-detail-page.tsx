import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Card, Flex, Tabs } from 'antd';
import { auditLogEndpoints } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { InventoryActionBar } from './inventory-action-bar.tsx';
import { INVENTORY_GRID_KEY, useInventoryDetail } from './inventory-api.ts';
import { InventoryBookingFacts } from './inventory-booking-facts.tsx';
import { InventoryFacts } from './inventory-facts.tsx';
import { InventoryHistory } from './inventory-history.tsx';
import { InventoryMovementChanges } from './inventory-movement-changes.tsx';
import { InventoryPendingActions } from './pending-action/inventory-pending-actions.tsx';
import { InventorySummary } from './inventory-summary.tsx';
import { InventoryTimeline } from './inventory-timeline.tsx';
import { paths } from '../../shared/routing/paths.ts';

export interface InventoryDetailViewProps {
  /** The appointment id (SPEC §2 `{inventoryId}`). */
  inventoryId: string;
  /** Panels the page adds under the summary: app/ adds the movement panel (the vehicle detail). */
  extra?: ReactNode;
  /** Where "Back" leads: `/inventory` by default. */
  backTo?: { path: string; label: string };
}

const TABS = ['history', 'timeline', 'pending', 'audit', 'movement', 'details'] as const;

/**
 * One car: summary, the actions this user may take, history, timeline, pending actions, audit trail and
 * the facts around it. SPEC §2 says `/logistic/{inventoryId}` is the same screen: app/ composes both
 * vehicle detail pages from this view, the movement panel as `extra` (app/pages/vehicle-detail-page.tsx).
 */
export const InventoryDetailView = ({
  inventoryId,
  extra,
  backTo = { path: paths.inventory.list(), label: 'Back to inventory' },
}: InventoryDetailViewProps) => {
  const detail = useInventoryDetail(inventoryId);
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'history';
  const back = <RowLink to={backTo.path}>{backTo.label}</RowLink>;

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <PageCard title={`Inventory ${inventoryId}`} extra={back}>
        <Alert type="error" showIcon title={errorMessage(detail.error)} />
      </PageCard>
    );
  const car = detail.data;
  const open = car.openPendingActions.length;
  const reload = () => void detail.refetch();
  return (
    <Flex vertical gap={16}>
      <PageCard title={`${car.year} ${car.make} ${car.model} · apt-${car.appointmentId}`} extra={back}>
        <Flex vertical gap={16}>
          {open > 0 ? (
            <Alert
              type="info"
              showIcon
              title={`${open} change${open === 1 ? '' : 's'} awaiting approval`}
              action={<RowLink to="?tab=pending">Review</RowLink>}
            />
          ) : null}
          {/* On a phone the car's data comes first and its actions follow, folded into one menu. */}
          {phone ? null : <InventoryActionBar car={car} onReload={reload} />}
          <InventorySummary car={car} />
          {phone ? <InventoryActionBar car={car} onReload={reload} /> : null}
        </Flex>
      </PageCard>
      {extra}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          items={[
            { key: 'history', label: 'History', children: <InventoryHistory car={car} /> },
            { key: 'timeline', label: 'Timeline', children: <InventoryTimeline appointmentId={car.appointmentId} /> },
            {
              key: 'pending',
              label: `Pending actions${open > 0 ? ` (${open})` : ''}`,
              children: <InventoryPendingActions car={car} />,
            },
            {
              key: 'audit',
              label: 'Audit trail',
              children: (
                <AuditTrail
                  endpoints={auditLogEndpoints.inventory}
                  id={car.appointmentId}
                  listGridKey={INVENTORY_GRID_KEY}
                />
              ),
            },
            {
              key: 'movement',
              label: 'Movement changes',
              children: <InventoryMovementChanges appointmentId={car.appointmentId} />,
            },
            {
              key: 'details',
              label: 'Booking, inspection, orders',
              children: (
                <Flex vertical gap={16}>
                  <InventoryBookingFacts car={car} />
                  <InventoryFacts appointmentId={car.appointmentId} />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
};

// SPEC §2 `/inventory/{inventoryId}` shows this view with the movement panel: app/pages/vehicle-detail-page.tsx.
