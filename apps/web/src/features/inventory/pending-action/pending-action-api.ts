import { useQuery } from '@tanstack/react-query';
import { inventoryPendingActionEndpoints as pending } from '@b2c/contracts';
import { PENDING_ACTION_FILTER_GROUPS, type PendingActionFilterGroup } from '@b2c/domain';
import { call } from '../../../shared/api/call.ts';
import { gridKeys } from '../../../shared/data-table/grid-keys.ts';
import { useLiveGridRows } from '../../../shared/live/live-changes.tsx';
import { INVENTORY_GRID_KEY } from '../inventory-api.ts';

/**
 * The approver's queue is named after the inventory grid: every change of a car (a decision, a new price
 * request) refreshes the inventory's grids by that prefix, and so this queue and its counts too.
 */
export const PENDING_QUEUE_KEY = `${INVENTORY_GRID_KEY}-pending-queue`;
export const PENDING_QUEUE_PAGE_SIZE = 20;

/** `undefined` is every open request. */
export type QueueGroup = PendingActionFilterGroup | undefined;

/** One page of the open requests of a group, oldest first: the longest wait is decided first. */
export const usePendingQueue = (group: QueueGroup, page: number) =>
  useQuery({
    queryKey: gridKeys.page(PENDING_QUEUE_KEY, { group, page }),
    queryFn: () =>
      call(pending.list, {
        query: {
          status: 'PENDING',
          sort: 'requestedAt,asc',
          page,
          size: PENDING_QUEUE_PAGE_SIZE,
          ...(group ? { filterGroup: group } : {}),
        },
      }),
    placeholderData: (previous) => previous,
  });

const countOf = (group: QueueGroup) =>
  call(pending.count, { query: { status: 'PENDING', ...(group ? { filterGroup: group } : {}) } }).then((r) => r.count);

/** The open requests per SPEC §4 filter group, and in all (`total`). */
export const usePendingQueueCounts = () => {
  // Issue 29: requests others make or decide refresh the queue and its counts.
  useLiveGridRows('pending-action', PENDING_QUEUE_KEY);
  return useQuery({
    queryKey: gridKeys.count(PENDING_QUEUE_KEY, 'groups'),
    queryFn: async () => {
      const [total, ...perGroup] = await Promise.all([undefined, ...PENDING_ACTION_FILTER_GROUPS].map(countOf));
      return {
        total: total ?? 0,
        byGroup: Object.fromEntries(PENDING_ACTION_FILTER_GROUPS.map((g, i) => [g, perGroup[i] ?? 0])) as Record<
          PendingActionFilterGroup,
          number
        >,
      };
    },
  });
};
