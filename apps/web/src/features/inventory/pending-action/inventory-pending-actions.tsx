import { useState } from 'react';
import { Badge, type TableColumnsType } from 'antd';
import type { InventoryDetail, PendingAction } from '@b2c/contracts';
import type { PendingActionDecision } from '@b2c/domain';
import { QueryTable } from '../../../shared/data-table/query-table.tsx';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { usePendingHistory } from '../inventory-api.ts';
import { codeLabel } from '../inventory-labels.ts';
import { PendingDecisionButtons } from './pending-decision-buttons.tsx';
import { PendingDecisionDialog } from './pending-decision-dialog.tsx';
import { requestKind, usePendingValue } from './pending-action-text.ts';

const STATUS_BADGE = {
  PENDING: 'warning',
  APPROVED: 'success',
  MODIFIED: 'processing',
  REJECTED: 'error',
  CANCELLED: 'default',
} as const;

/**
 * Maker-checker on this car (its pending-action audit): every request with its decision; approve /
 * modify / reject for an approver, never on their own request (the server refuses that too). The
 * approver's queue shows the same list under each request.
 */
export const InventoryPendingActions = ({
  car,
  decisions = true,
}: {
  car: Pick<InventoryDetail, 'appointmentId'>;
  /** Off under a queue card, whose own buttons decide the open request. */
  decisions?: boolean;
}) => {
  const f = useFormatters();
  const value = usePendingValue();
  const list = usePendingHistory(car.appointmentId);
  const [deciding, setDeciding] = useState<{ action: PendingAction; decision: PendingActionDecision } | undefined>();

  const actionColumn: TableColumnsType<PendingAction> = [
    {
      key: 'actions',
      title: 'Actions',
      render: (_, p) => (
        <PendingDecisionButtons action={p} onDecide={(decision) => setDeciding({ action: p, decision })} />
      ),
    },
  ];
  const columns: TableColumnsType<PendingAction> = [
    { key: 'requestedAt', title: 'Requested', render: (_, p) => `${f.dateTime(p.requestedAt)} by ${p.requestedBy}` },
    {
      key: 'type',
      title: 'Type',
      render: (_, p) => requestKind(p),
    },
    {
      key: 'change',
      title: 'Change',
      render: (_, p) => `${value(p, p.currentValue) || '—'} → ${value(p, p.proposedValue)}`,
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, p) => <Badge status={STATUS_BADGE[p.status]} text={codeLabel(p.status)} />,
    },
    {
      key: 'decision',
      title: 'Decision',
      render: (_, p) =>
        p.decidedBy
          ? `${f.dateTime(p.decidedAt)} by ${p.decidedBy}${p.decidedValue && p.decision === 'MODIFY' ? ` (applied ${value(p, p.decidedValue)})` : ''}`
          : '',
    },
    { key: 'remarks', title: 'Remarks', render: (_, p) => p.remarks ?? '' },
  ];
  return (
    <>
      <QueryTable<PendingAction>
        query={list}
        rows={list.data ?? []}
        rowKey="id"
        columns={decisions ? [...columns, ...actionColumn] : columns}
        emptyText="No pending actions for this car"
      />
      {deciding ? <PendingDecisionDialog {...deciding} onClose={() => setDeciding(undefined)} /> : null}
    </>
  );
};
