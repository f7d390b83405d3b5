import { useState } from 'react';
import { Button, Form, Popconfirm, Select, Space } from 'antd';
import type { MovementView } from '@b2c/contracts';
import { MOVEMENT_ACTIONS, type MovementAction } from '@b2c/domain';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { ACTION_LABELS, CONFIRMED_ACTIONS } from './logistic-labels.ts';
import { MovementDialog } from './movement-dialog.tsx';
import { useRunMovementWrite } from './use-run-movement-write.ts';

const isAction = (event: string): event is MovementAction => (MOVEMENT_ACTIONS as readonly string[]).includes(event);

/** A transfer, and a stock-in without a movement, put the car at a location the user names. */
export const needsLocation = (action: MovementAction, view: MovementView) =>
  action === 'STOCK_TRANSFER' || (action === 'STOCK_IN' && !view.movement);

/** The actions the server's transition table accepts now (`legalActions`), in SPEC §4's order. */
export const legalActionsOf = (view: MovementView): MovementAction[] =>
  MOVEMENT_ACTIONS.filter((a) => view.legalActions.includes(a) && isAction(a));

const LocationDialog = ({
  view,
  action,
  onClose,
}: {
  view: MovementView;
  action: MovementAction;
  onClose: () => void;
}) => {
  const locations = useActiveLocations();
  const options = (locations.data ?? [])
    .filter((l) => l.code !== view.inventory.locationCode)
    .map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  return (
    <MovementDialog<{ locationCode: string }>
      view={view}
      title={ACTION_LABELS[action]}
      onClose={onClose}
      toWrite={(v) => ({ kind: 'action', action, locationCode: v.locationCode })}
    >
      <Form.Item name="locationCode" label="Location" rules={[{ required: true, message: 'Location is required.' }]}>
        <Select showSearch optionFilterProp="label" options={options} loading={locations.isPending} />
      </Form.Item>
    </MovementDialog>
  );
};

/**
 * One button per legal movement action. Only what the server would accept is shown, so a refusal (409)
 * means someone else moved the car meanwhile; its message names the current status.
 */
export const MovementActionButtons = ({ view }: { view: MovementView }) => {
  const { run, pending } = useRunMovementWrite(view);
  const [asking, setAsking] = useState<MovementAction | undefined>();
  const busy = pending !== undefined;
  const loadingOf = (a: MovementAction) => pending?.kind === 'action' && pending.action === a;

  return (
    <Space wrap>
      {legalActionsOf(view).map((action) => {
        const label = ACTION_LABELS[action];
        if (needsLocation(action, view))
          return (
            <Button key={action} disabled={busy} onClick={() => setAsking(action)}>
              {label}…
            </Button>
          );
        const button = (
          <Button
            key={action}
            type={
              action === 'TRIP_START' || action === 'TRIP_END' || action === 'MARK_RECEIVED' ? 'primary' : 'default'
            }
            danger={action === 'MARK_LOST'}
            disabled={busy && !loadingOf(action)}
            loading={loadingOf(action)}
            onClick={CONFIRMED_ACTIONS.has(action) ? undefined : () => void run({ kind: 'action', action })}
          >
            {label}
          </Button>
        );
        return CONFIRMED_ACTIONS.has(action) ? (
          <Popconfirm
            key={action}
            title={`${label}?`}
            okText={label}
            cancelText="Cancel"
            onConfirm={() => run({ kind: 'action', action })}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
      {asking ? <LocationDialog view={view} action={asking} onClose={() => setAsking(undefined)} /> : null}
    </Space>
  );
};
