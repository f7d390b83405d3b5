import { useState } from 'react';
import { Badge, Button, Space, type TableColumnsType } from 'antd';
import type { InventoryDetail, PendingAction } from '@b2c/contracts';
import { PRICE_CHANGE_REASON_LABELS, labelOf, type PendingActionDecision } from '@b2c/domain';
import { useSession } from '../../../shared/auth/use-session.ts';
import { QueryTable } from '../../../shared/data-table/query-table.tsx';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { useAccess } from '../../../shared/session/access-provider.tsx';
import { usePendingHistory } from '../inventory-api.ts';
import { codeLabel } from '../inventory-labels.ts';
import { PendingDecisionDialog } from './pending-decision-dialog.tsx';

const isPrice = (p: PendingAction) => p.type !== 'PUBLISH_STATUS_UPDATE';
const STATUS_BADGE = { PENDING: 'warning', APPROVED: 'success', MODIFIED: 'processing', REJECTED: 'error' } as const;

/**
 * Maker-checker on this car: every request with its decision; approve / modify / reject for an approver,
 * never on their own request (the server refuses that too).
 */
export const InventoryPendingActions = ({ car }: { car: InventoryDetail }) => {
  const f = useFormatters();
  const { uiRules } = useAccess();
  const { claims } = useSession();
  const list = usePendingHistory(car.appointmentId);
  const [deciding, setDeciding] = useState<{ action: PendingAction; decision: PendingActionDecision } | undefined>();
  const value = (p: PendingAction, v: string | null) => (v === null ? '' : isPrice(p) ? f.money(v) : codeLabel(v));
  const canDecide = (p: PendingAction) =>
    p.status === 'PENDING' && uiRules.actionPermissions.APPROVE_PENDING_ACTION && p.requestedBy !== claims.userName;

  const columns: TableColumnsType<PendingAction> = [
    { key: 'requestedAt', title: 'Requested', render: (_, p) => `${f.dateTime(p.requestedAt)} by ${p.requestedBy}` },
    {
      key: 'type',
      title: 'Type',
      render: (_, p) =>
        `${codeLabel(p.type)}${p.subReason ? ` — ${labelOf(PRICE_CHANGE_REASON_LABELS, p.subReason)}` : ''}`,
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
    {
      key: 'actions',
      title: 'Actions',
      render: (_, p) =>
        canDecide(p) ? (
          <Space wrap>
            {(['APPROVE', 'MODIFY', 'REJECT'] as const).map((decision) => (
              <Button
                key={decision}
                size="small"
                danger={decision === 'REJECT'}
                type={decision === 'APPROVE' ? 'primary' : 'default'}
                onClick={() => setDeciding({ action: p, decision })}
              >
                {codeLabel(decision)}
              </Button>
            ))}
          </Space>
        ) : p.status === 'PENDING' && p.requestedBy === claims.userName ? (
          'Your request: another approver decides it'
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <QueryTable<PendingAction>
        query={list}
        rows={list.data ?? []}
        rowKey="id"
        columns={columns}
        emptyText="No pending actions for this car"
      />
      {deciding ? <PendingDecisionDialog car={car} {...deciding} onClose={() => setDeciding(undefined)} /> : null}
    </>
  );
};
