import { useMemo } from 'react';
import { Alert, Badge, Flex, Typography, type BadgeProps } from 'antd';
import type { OutboxEntry } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useVendorEmailOutbox } from './logistic-api.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { SIDE_PANEL_GRID } from './side-panel-grid.ts';
import { UnbrokenParts } from './unbroken-parts.tsx';

/**
 * Keyed by plain string: a server newer than this panel may send a status it does not know yet, which is
 * then shown as written rather than breaking the row.
 */
const STATUS_BADGES: Partial<Record<string, { status: BadgeProps['status']; text: string }>> = {
  QUEUED: { status: 'processing', text: 'Queued' },
  RECORDED: { status: 'default', text: 'Recorded' },
  SENT: { status: 'success', text: 'Sent' },
  FAILED: { status: 'error', text: 'Failed' },
};

/** `OUTBOX` means no mail server is configured: the e-mail was kept, not delivered, and operators must know. */
const TRANSPORT_LABELS: Partial<Record<string, string>> = { OUTBOX: 'outbox only, no mail server', SMTP: 'SMTP' };

/**
 * The mail server's latest refusal: the reason a FAILED e-mail failed, or why a QUEUED one is being retried;
 * it is kept after a later success, where it is only background. Servers from before SMTP delivery send
 * neither `lastError` nor `attempts`; both then read as absent.
 */
const OutboxStatus = ({ entry }: { entry: OutboxEntry }) => {
  const badge = STATUS_BADGES[entry.status];
  const attempts = entry.attempts > 1 ? ` · ${entry.attempts} attempts` : '';
  return (
    <Flex vertical gap={2}>
      <span>
        {badge ? <Badge status={badge.status} text={badge.text} /> : entry.status}
        {entry.transport ? (
          <Typography.Text type="secondary">
            {' '}
            via {TRANSPORT_LABELS[entry.transport] ?? entry.transport}
            {attempts}
          </Typography.Text>
        ) : null}
      </span>
      {entry.lastError ? (
        <Typography.Text type={entry.status === 'FAILED' ? 'danger' : 'secondary'}>
          {entry.status === 'FAILED' ? entry.lastError : `Last error: ${entry.lastError}`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

const outboxColumns = (f: ReturnType<typeof useFormatters>): GridColumn<OutboxEntry>[] => [
  { key: 'recipient', title: 'Recipient', render: (e) => e.recipient },
  { key: 'subject', title: 'Subject', render: (e) => e.subject },
  { key: 'status', title: 'Status', render: (e) => <OutboxStatus entry={e} /> },
  {
    key: 'created',
    title: 'Created',
    render: (e) => <UnbrokenParts parts={[f.dateTime(e.createdAt), `by ${e.createdBy}`]} />,
  },
  {
    key: 'processed',
    title: 'Processed',
    render: (e) => (e.processedAt ? <UnbrokenParts parts={[f.dateTime(e.processedAt)]} /> : '—'),
  },
];

/** The car's vendor e-mails from the notification outbox, newest first; "Send vendor e-mail" adds one. */
export const VendorEmailOutbox = ({ appointmentId }: { appointmentId: string }) => {
  const f = useFormatters();
  const columns = useMemo(() => outboxColumns(f), [f]);
  const outbox = useVendorEmailOutbox(appointmentId);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 14 }}>
        Vendor e-mails
      </Typography.Title>
      {outbox.isError ? (
        <Alert type="error" showIcon title={errorMessage(outbox.error)} />
      ) : (
        <DataGrid<OutboxEntry>
          {...SIDE_PANEL_GRID}
          gridKey="vendor-emails"
          aria-label="Vendor e-mails"
          rows={outbox.data ?? []}
          rowKey={(e) => e.id}
          columns={columns}
          loading={outbox.isPending}
          emptyText="No vendor e-mails sent yet."
        />
      )}
    </Flex>
  );
};
