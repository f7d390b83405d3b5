import { useParams } from 'react-router';
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ErrorEvent } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useErrorGroup, useResolveErrorGroup } from './errors-api.ts';
import { SOURCE_LABELS, STATUS_LABELS } from './errors-labels.ts';
import { ErrorStack } from './error-stack.tsx';

/** A group's recent events: their columns are remembered like any grid's. */
const EVENTS_GRID_KEY = 'error-events';

/** Issue 25 /errors/:groupId: one group, its latest stack (resolved through source maps) and recent events. */
export const ErrorsDetailPage = () => {
  const id = Number(useParams().groupId);
  const group = useErrorGroup(id);
  const resolve = useResolveErrorGroup(id);
  const f = useFormatters();
  if (group.isPending) return <PageSpinner />;
  if (!group.data) return <Alert type="error" message={errorMessage(group.error)} />;
  const g = group.data;
  const latest = g.events[0];
  const eventColumns: GridColumn<ErrorEvent>[] = [
    {
      key: 'receivedAt',
      title: 'Received',
      sortable: true,
      value: (e) => e.receivedAt,
      render: (e) => f.dateTime(e.receivedAt),
    },
    { key: 'traceId', title: 'Trace id', value: (e) => e.traceId ?? '—' },
    { key: 'userId', title: 'User', sortable: true, value: (e) => e.userId ?? '—' },
    { key: 'vertical', title: 'Vertical', sortable: true, value: (e) => e.vertical ?? '—' },
    { key: 'message', title: 'Message' },
  ];
  return (
    <PageCard
      title={g.title}
      extra={
        g.status === 'open' ? (
          <Button
            loading={resolve.isPending}
            onClick={() =>
              resolve.mutateAsync().then(
                () => toast('success', 'Marked as resolved. It reopens if the error comes back.'),
                (err: unknown) => toast('error', errorMessage(err)),
              )
            }
          >
            Mark resolved
          </Button>
        ) : null
      }
    >
      <Flex vertical gap="middle">
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Status">
            <Tag color={g.status === 'open' ? 'red' : 'green'}>{STATUS_LABELS[g.status]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Source">{SOURCE_LABELS[g.source]}</Descriptions.Item>
          <Descriptions.Item label="Events">{g.count}</Descriptions.Item>
          <Descriptions.Item label="Users affected">{g.users.join(', ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="First seen">{f.dateTime(g.firstSeen)}</Descriptions.Item>
          <Descriptions.Item label="Last seen">{f.dateTime(g.lastSeen)}</Descriptions.Item>
          <Descriptions.Item label="Verticals">{g.verticals.join(', ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="Release">{g.release}</Descriptions.Item>
          {latest ? (
            <Descriptions.Item label="Latest trace id">
              <Typography.Text copyable={latest.traceId ? { text: latest.traceId } : false}>
                {latest.traceId ?? '—'}
              </Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Latest stack
        </Typography.Title>
        {latest ? (
          <ErrorStack frames={latest.frames} />
        ) : (
          <Typography.Text type="secondary">Its events were dropped to keep the store small.</Typography.Text>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          Recent events
        </Typography.Title>
        <DataGrid<ErrorEvent>
          gridKey={EVENTS_GRID_KEY}
          aria-label="Recent events"
          compact
          rowKey={(e) => e.id}
          columns={eventColumns}
          rows={g.events}
        />
      </Flex>
    </PageCard>
  );
};
