import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import type { PendingActionListRow } from '@b2c/contracts';
import type { PendingActionDecision } from '@b2c/domain';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { RowLink } from '../../../shared/ui/row-link.tsx';
import { InventoryPendingActions } from './inventory-pending-actions.tsx';
import { PendingDecisionButtons } from './pending-decision-buttons.tsx';
import { PendingDecisionDialog } from './pending-decision-dialog.tsx';
import { requestKind, usePendingValue } from './pending-action-text.ts';
import { paths } from '../../../shared/routing/paths.ts';

const carName = (row: PendingActionListRow) =>
  row.vehicle ? `${row.vehicle.make} ${row.vehicle.model} ${row.vehicle.year}` : `Car ${row.appointmentId}`;

/**
 * One open request as a card: the car, what is asked and by whom, and the decision buttons in the card's
 * body, so they are on screen at every width (no table to scroll sideways). "Audit" opens the car's
 * pending-action audit under it.
 */
export const PendingQueueItem = ({ row }: { row: PendingActionListRow }) => {
  const f = useFormatters();
  const value = usePendingValue();
  const [deciding, setDeciding] = useState<PendingActionDecision | undefined>();
  const [auditOpen, setAuditOpen] = useState(false);
  const titleId = `pending-request-${row.id}`;

  return (
    <Card size="small" role="article" aria-labelledby={titleId}>
      <Flex vertical gap={8}>
        <Flex wrap justify="space-between" gap={8}>
          <Typography.Text strong id={titleId}>
            <RowLink to={paths.inventory.detail(row.appointmentId, { tab: 'pending' })}>{carName(row)}</RowLink>
            {row.vehicle?.registrationNumber ? ` · ${row.vehicle.registrationNumber}` : ''} · #{row.id}
          </Typography.Text>
          <Typography.Text type="secondary">
            Requested {f.dateTime(row.requestedAt)} by {row.requestedBy}
          </Typography.Text>
        </Flex>
        <Typography.Text>
          {requestKind(row)}: <span>{value(row, row.currentValue) || '—'}</span> →{' '}
          <Typography.Text strong>{value(row, row.proposedValue)}</Typography.Text>
        </Typography.Text>
        {row.remarks ? <Typography.Text type="secondary">“{row.remarks}”</Typography.Text> : null}
        <Flex wrap justify="space-between" align="center" gap={8}>
          <PendingDecisionButtons action={row} onDecide={setDeciding} size="middle" />
          <Button type="link" aria-expanded={auditOpen} onClick={() => setAuditOpen((open) => !open)}>
            {auditOpen ? 'Hide audit' : 'Audit'}
          </Button>
        </Flex>
        {auditOpen ? <InventoryPendingActions car={row} decisions={false} /> : null}
      </Flex>
      {deciding ? (
        <PendingDecisionDialog action={row} decision={deciding} onClose={() => setDeciding(undefined)} />
      ) : null}
    </Card>
  );
};
