import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { MovementView } from '@b2c/contracts';
import { INVENTORY_LOCATION_STATUS_LABELS, isOneOf, INVENTORY_LOCATION_STATUSES } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useCarId, useMovementView } from './logistic-api.ts';
import { MovementActionButtons } from './movement-action-buttons.tsx';
import { MovementDetailsDialog, NextHopDialog, RescheduleDialog } from './movement-edit-dialogs.tsx';
import { MovementSummary } from './movement-summary.tsx';
import { PastMovements } from './past-movements.tsx';
import { PickupRequestDialog } from './pickup-request-dialog.tsx';
import { SetVendorDialog } from './set-vendor-dialog.tsx';
import { useRunMovementWrite } from './use-run-movement-write.ts';
import { VendorEmailOutbox } from './vendor-email-outbox.tsx';

type Dialog = 'pickup' | 'vendor' | 'details' | 'nextHop' | 'reschedule';
const WAITING = new Set(['WAITING', 'HELD_FOR_DOCUMENTS']);

/**
 * Where the car is, beside the movement's status. After a trip end the car stands at the hop or the
 * destination but stays In Transit (the carrier's) until received, while SPEC §4 shows that movement as
 * Pending in IN: "In Transit at HUB-AMD-1" beside "Pending" read as two answers (issue 24 #21), so an
 * arrived car says that it waits to be received there.
 */
export const whereText = (view: MovementView) => {
  const code = view.inventory.locationCode;
  if (view.movement?.phase === 'ARRIVED' && code) return `Arrived at ${code}, awaiting receipt`;
  const s = view.inventory.locationStatus;
  const status =
    s && isOneOf(INVENTORY_LOCATION_STATUSES, s) ? INVENTORY_LOCATION_STATUS_LABELS[s] : 'No location status';
  return `${status}${view.inventory.locationCode ? ` at ${view.inventory.locationCode}` : ''}`;
};

/** Buttons and dialogs of one car's movement; which show follows the server's legal events. */
const MovementControls = ({ view }: { view: MovementView }) => {
  const legal = new Set<string>(view.legalActions);
  // Issue 28: a yard audit's "Raise a movement" links here with `?raise=pickup`: the form opens at once.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | undefined>(() =>
    params.get('raise') === 'pickup' && legal.has('CREATE_PICKUP_REQUEST') ? 'pickup' : undefined,
  );
  const notify = useRunMovementWrite(view);
  const refresh = useRunMovementWrite(view);
  const m = view.movement;
  const waiting = m !== null && WAITING.has(m.phase);
  const close = () => setDialog(undefined);
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        {legal.has('CREATE_PICKUP_REQUEST') ? (
          <Button type="primary" onClick={() => setDialog('pickup')}>
            Create pickup request
          </Button>
        ) : null}
        {waiting ? <Button onClick={() => setDialog('pickup')}>Edit pickup request</Button> : null}
        {legal.has('SET_VENDOR') ? <Button onClick={() => setDialog('vendor')}>Set vendor</Button> : null}
        {waiting ? <Button onClick={() => setDialog('reschedule')}>Reschedule</Button> : null}
        {m && (waiting || m.phase === 'ON_ROAD') ? (
          <Button onClick={() => setDialog('nextHop')}>Next hop</Button>
        ) : null}
        {m ? <Button onClick={() => setDialog('details')}>Movement details</Button> : null}
        {m ? (
          <Button
            icon={<ReloadOutlined />}
            loading={refresh.isPending}
            onClick={() => void refresh.run({ kind: 'refresh' })}
          >
            Refresh movement
          </Button>
        ) : null}
        {view.allowedActions.includes('SEND_NOTIFICATION') ? (
          <Button loading={notify.isPending} onClick={() => void notify.run({ kind: 'notify' })}>
            Send vendor e-mail
          </Button>
        ) : null}
      </Space>
      <MovementActionButtons view={view} />
      {dialog === 'pickup' ? <PickupRequestDialog view={view} onClose={close} /> : null}
      {dialog === 'vendor' ? <SetVendorDialog view={view} onClose={close} /> : null}
      {dialog === 'details' ? <MovementDetailsDialog view={view} onClose={close} /> : null}
      {dialog === 'nextHop' ? <NextHopDialog view={view} onClose={close} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog view={view} onClose={close} /> : null}
    </Flex>
  );
};

/** The movement panel of `/logistic/{inventoryId}`, under the inventory detail's summary. */
export const MovementPanel = ({ appointmentId }: { appointmentId: string }) => {
  const carId = useCarId(appointmentId);
  const view = useMovementView(carId.data);
  const title = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      Movement
    </Typography.Title>
  );
  if (carId.isError || view.isError)
    return (
      <Card title={title}>
        <Alert type="error" showIcon title={errorMessage(carId.error ?? view.error)} />
      </Card>
    );
  if (!view.data)
    return (
      <Card title={title}>
        <PageSpinner />
      </Card>
    );
  const data = view.data;
  return (
    <Card title={title} extra={<Typography.Text data-testid="car-location">{whereText(data)}</Typography.Text>}>
      <Flex vertical gap={16}>
        {data.movement ? (
          <MovementSummary movement={data.movement} />
        ) : (
          <Typography.Text type="secondary">No open movement.</Typography.Text>
        )}
        <MovementControls view={data} />
        <PastMovements view={data} />
        <VendorEmailOutbox appointmentId={data.inventory.appointmentId} />
      </Flex>
    </Card>
  );
};
