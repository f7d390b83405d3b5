import { Badge, Button } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useHref, useNavigate } from 'react-router';
import { inventoryPendingActionEndpoints as pending } from '@b2c/contracts';
import { call } from '../../../shared/api/call.ts';
import { gridKeys } from '../../../shared/data-table/grid-keys.ts';
import { useAccess } from '../../../shared/session/access-provider.tsx';
import { PENDING_QUEUE_KEY } from './pending-action-api.ts';
import { paths } from '../../../shared/routing/paths.ts';

const QUEUE_PATH = paths.inventory.pendingActions();

/** The way into the approver's queue from the inventory screen, with the number of open requests. */
export const PendingQueueLink = () => {
  const { uiRules } = useAccess();
  const approver = uiRules.actionPermissions.APPROVE_PENDING_ACTION;
  const open = useQuery({
    queryKey: gridKeys.count(PENDING_QUEUE_KEY, 'link'),
    queryFn: () => call(pending.count, { query: { status: 'PENDING' } }).then((r) => r.count),
    enabled: approver,
  });
  const navigate = useNavigate();
  const href = useHref(QUEUE_PATH);
  if (!approver) return null;
  // A real link (opens in a new tab too) drawn as a button; a plain click stays in the app.
  return (
    <Button
      href={href}
      icon={<AuditOutlined />}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(QUEUE_PATH);
      }}
    >
      Approval queue
      {open.data ? <Badge count={open.data} overflowCount={999} style={{ marginInlineStart: 4 }} /> : null}
    </Button>
  );
};
