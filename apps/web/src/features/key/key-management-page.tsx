import { useMemo, useRef, useState } from 'react';
import { Button, Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { KeyDetail, KeyRequest } from '@b2c/contracts';
import type { KeyRequestEvent } from '@b2c/domain';
import { useSession } from '../../shared/auth/use-session.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useLiveGridRows } from '../../shared/live/live-changes.tsx';
import type { BatchAction } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { outKeyGrid, requestGrid, useInvalidateAfterBatch } from './key-api.ts';
import { KeyAuditGrid } from './key-audit-grid.tsx';
import { outKeyColumns, outKeyFilters, requestColumns, requestFilters, type KeyViewer } from './key-columns.tsx';
import { KeyMoveDialog } from './key-move-dialog.tsx';
import { KeyRequestDialog, KeyRequestStepDialog } from './key-request-dialogs.tsx';
import { KeyStatusSummary } from './key-status-summary.tsx';
import { OutKeyReceiveDialog } from './out-key-receive-dialog.tsx';

type Open =
  | { kind: 'request' }
  | { kind: 'move' }
  | { kind: 'step'; request: KeyRequest; step: Exclude<KeyRequestEvent, 'CREATE'> }
  | { kind: 'receive'; keys: KeyDetail[] };

/**
 * SPEC §2 /key-management: key requests, out-keys and the key audit trail. A requester (REQUEST_KEYS)
 * asks for keys and cancels their own requests; a manager (MANAGE_KEYS) readies, hands over, keys in
 * and out and takes out-keys back. The buttons follow the same rules the API enforces.
 */
export const KeyManagementPage = () => {
  const f = useFormatters();
  const { uiRules } = useAccess();
  const { claims } = useSession();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open | undefined>();
  const finishBatch = useRef<() => void>(() => undefined);
  const viewer: KeyViewer = {
    userName: claims.userName,
    mayRequest: uiRules.actionPermissions.REQUEST_KEYS,
    mayManage: uiRules.actionPermissions.MANAGE_KEYS,
  };
  const { userName, mayRequest, mayManage } = viewer;
  const columns = useMemo(
    () =>
      requestColumns(f, { userName, mayRequest, mayManage }, (request, step) =>
        setOpen({ kind: 'step', request, step }),
      ),
    [f, userName, mayRequest, mayManage],
  );
  const outColumns = useMemo(() => outKeyColumns(f), [f]);
  const batchActions = useMemo<BatchAction<KeyDetail>[]>(
    () => [
      {
        key: 'receive',
        // Keys back at the desk; "Mark received" is the request tab's step (the requester got them).
        label: 'Mark returned…',
        run: (keys) =>
          new Promise<void>((resolve) => {
            finishBatch.current = resolve;
            setOpen({ kind: 'receive', keys });
          }),
      },
    ],
    [],
  );
  const invalidate = useInvalidateAfterBatch();
  // Issue 29: a key request another user makes or moves refreshes the lists; its rows are marked by car.
  const changedCars = useLiveGridRows('key', 'key-');
  const close = () => {
    if (open?.kind === 'receive') void invalidate();
    setOpen(undefined);
    finishBatch.current();
    finishBatch.current = () => undefined;
  };

  const tabs = [
    {
      key: 'requests',
      label: 'Key requests',
      children: (
        <DataGrid<KeyRequest>
          {...requestGrid}
          paramPrefix="req."
          columns={columns}
          filters={requestFilters}
          rowKey={(row) => row.id}
          highlighted={changedCars}
          highlightBy={(row) => row.appointmentId}
          exportFileName="key-requests"
        />
      ),
    },
    ...(mayManage
      ? [
          {
            key: 'out-keys',
            label: 'Out-keys',
            children: (
              <DataGrid<KeyDetail>
                {...outKeyGrid}
                paramPrefix="out."
                columns={outColumns}
                filters={outKeyFilters}
                rowKey={(row) => row.id}
                batchActions={batchActions}
                exportFileName="out-keys"
              />
            ),
          },
        ]
      : []),
    { key: 'audit', label: 'Key audit trail', children: <KeyAuditGrid /> },
  ];
  const active = tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'requests';

  return (
    <PageCard
      title="Key Management"
      extra={
        <Flex wrap gap={8}>
          {mayRequest ? (
            <Button type="primary" onClick={() => setOpen({ kind: 'request' })}>
              Request keys
            </Button>
          ) : null}
          {mayManage ? <Button onClick={() => setOpen({ kind: 'move' })}>Key in / key out</Button> : null}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <KeyStatusSummary />
        <Tabs activeKey={active} destroyOnHidden onChange={(tab) => setParams({ tab })} items={tabs} />
      </Flex>
      {open?.kind === 'request' ? <KeyRequestDialog onClose={close} /> : null}
      {open?.kind === 'move' ? <KeyMoveDialog onClose={close} /> : null}
      {open?.kind === 'step' ? <KeyRequestStepDialog request={open.request} step={open.step} onClose={close} /> : null}
      {open?.kind === 'receive' ? <OutKeyReceiveDialog keys={open.keys} onClose={close} /> : null}
    </PageCard>
  );
};
