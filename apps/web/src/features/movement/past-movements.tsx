import { useMemo } from 'react';
import { Flex, Tag, Typography } from 'antd';
import type { Movement, MovementView } from '@b2c/contracts';
import { MOVEMENT_STATUS_LABELS, MOVEMENT_TYPE_LABELS, MOVEMENT_VENDOR_LABELS } from '@b2c/domain';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { SIDE_PANEL_GRID } from './side-panel-grid.ts';
import { pickupParts, routeParts, tripParts } from './movement-text.ts';
import { UnbrokenParts } from './unbroken-parts.tsx';

const pastMovementColumns = (f: ReturnType<typeof useFormatters>): GridColumn<Movement>[] => [
  { key: 'status', title: 'Status', render: (m) => <Tag>{MOVEMENT_STATUS_LABELS[m.status]}</Tag> },
  { key: 'type', title: 'Type', render: (m) => MOVEMENT_TYPE_LABELS[m.movementType] },
  { key: 'route', title: 'From → To', render: (m) => <UnbrokenParts parts={routeParts(m)} separator=" → " /> },
  { key: 'pickup', title: 'Requested pickup', render: (m) => <UnbrokenParts parts={pickupParts(m, f)} /> },
  {
    key: 'vendor',
    title: 'Vendor',
    render: (m) => (m.logistic.vendor ? MOVEMENT_VENDOR_LABELS[m.logistic.vendor] : '—'),
  },
  {
    key: 'trip',
    title: 'Trip',
    render: (m) => (m.tripStartedAt ? <UnbrokenParts parts={tripParts(m, f)} separator=" → " /> : '—'),
  },
  {
    key: 'closed',
    title: 'Closed',
    render: (m) => (m.closedAt ? <UnbrokenParts parts={[f.dateTime(m.closedAt)]} /> : '—'),
  },
];

/** The car's earlier movements (the API's `history`, newest first), under the open one. */
export const PastMovements = ({ view }: { view: MovementView }) => {
  const f = useFormatters();
  const columns = useMemo(() => pastMovementColumns(f), [f]);
  // `history` holds the open movement too; the summary above shows it in full, so it is left out here.
  const past = view.history.filter((m) => m.id !== view.movement?.id);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 14 }}>
        Past movements
      </Typography.Title>
      <DataGrid<Movement>
        {...SIDE_PANEL_GRID}
        gridKey="past-movements"
        aria-label="Past movements"
        rows={past}
        rowKey={(m) => m.id}
        columns={columns}
        emptyText="No past movements."
      />
    </Flex>
  );
};
