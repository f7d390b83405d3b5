import { Alert, Button, Empty, Flex, Pagination, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PENDING_ACTION_FILTER_GROUPS, PENDING_ACTION_FILTER_GROUP_LABELS, isOneOf } from '@b2c/domain';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import {
  PENDING_QUEUE_PAGE_SIZE,
  usePendingQueue,
  usePendingQueueCounts,
  type QueueGroup,
} from './pending-action-api.ts';
import { PendingQueueItem } from './pending-queue-item.tsx';
import { paths } from '../../../shared/routing/paths.ts';

const ALL = 'ALL';

/**
 * The approver's queue (SPEC §7 pending actions): the open requests of the vertical, oldest first, by SPEC §4
 * filter group with the count of each, decided in place. The group and page live in the URL
 * (`group`, 1-based `page`) like the grids'.
 */
export const PendingQueuePage = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('group');
  const group: QueueGroup = isOneOf(PENDING_ACTION_FILTER_GROUPS, asked) ? asked : undefined;
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1 || 0);
  const counts = usePendingQueueCounts();
  const queue = usePendingQueue(group, page);
  const total = counts.data ? (group ? counts.data.byGroup[group] : counts.data.total) : undefined;

  const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const go = (next: { group?: string; page?: number }) =>
    setParams((current) => {
      const fresh = new URLSearchParams(current);
      if (next.group !== undefined) {
        if (next.group === ALL) fresh.delete('group');
        else fresh.set('group', next.group);
        fresh.delete('page');
      }
      if (next.page !== undefined) fresh.set('page', String(next.page));
      return fresh;
    });

  return (
    <PageCard title="Approval queue" extra={<Link to={paths.inventory.list()}>Back to inventory</Link>}>
      <Tabs
        activeKey={group ?? ALL}
        onChange={(key) => go({ group: key })}
        items={[
          { key: ALL, label: tabLabel('All', counts.data?.total) },
          ...PENDING_ACTION_FILTER_GROUPS.map((g) => ({
            key: g,
            label: tabLabel(PENDING_ACTION_FILTER_GROUP_LABELS[g], counts.data?.byGroup[g]),
          })),
        ]}
      />
      {counts.isError ? <Alert type="warning" showIcon title={errorMessage(counts.error)} /> : null}
      {queue.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(queue.error)}
          action={
            <Button size="small" onClick={() => void queue.refetch()}>
              Retry
            </Button>
          }
        />
      ) : queue.isPending ? (
        <Skeleton active />
      ) : queue.data.length === 0 ? (
        <Empty description="No requests waiting for a decision" />
      ) : (
        <Flex vertical gap={12} aria-label="Open requests, oldest first" role="feed" aria-busy={queue.isFetching}>
          {queue.data.map((row) => (
            <PendingQueueItem key={row.id} row={row} />
          ))}
        </Flex>
      )}
      {total !== undefined && total > PENDING_QUEUE_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={page + 1}
          pageSize={PENDING_QUEUE_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(p) => go({ page: p })}
        />
      ) : null}
    </PageCard>
  );
};
