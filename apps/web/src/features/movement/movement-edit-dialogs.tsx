import { Form, Select, Switch } from 'antd';
import type { MovementView } from '@b2c/contracts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { MovementDialog } from './movement-dialog.tsx';
import { SlotPicker, type SlotChoice } from './slot-picker.tsx';
import {
  DriverContactFields,
  driverContactBody,
  driverContactInitial,
  type DriverContactValues,
} from './driver-contact-fields.tsx';

interface DialogProps {
  view: MovementView;
  onClose: () => void;
}

/** `movementEndpoints.nextHop`: a stop on the way; the car arrives there first. */
export const NextHopDialog = ({ view, onClose }: DialogProps) => {
  const locations = useActiveLocations();
  const m = view.movement;
  const options = (locations.data ?? [])
    .filter((l) => l.code !== m?.fromLocationCode && l.code !== m?.toLocationCode)
    .map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  return (
    <MovementDialog<{ locationCode: string }>
      view={view}
      title="Create next hop"
      onClose={onClose}
      toWrite={(v) => ({ kind: 'nextHop', locationCode: v.locationCode })}
    >
      <Form.Item name="locationCode" label="Next hop" rules={[{ required: true, message: 'Location is required.' }]}>
        <Select showSearch optionFilterProp="label" options={options} loading={locations.isPending} />
      </Form.Item>
    </MovementDialog>
  );
};

/** `movementEndpoints.reschedule` with `tags=RESCHEDULED_INTERNAL`: a new day and slot. */
export const RescheduleDialog = ({ view, onClose }: DialogProps) => (
  <MovementDialog<{ pickup: SlotChoice }>
    view={view}
    title="Reschedule pickup"
    submitLabel="Reschedule"
    onClose={onClose}
    initialValues={{ pickup: {} }}
    toWrite={(v) => ({ kind: 'reschedule', requestedPickupDate: v.pickup.date ?? '', slot: v.pickup.slot ?? '' })}
  >
    <Form.Item
      name="pickup"
      label="New pickup"
      rules={[
        {
          validator: (_, v?: SlotChoice) =>
            v?.date && v.slot ? Promise.resolve() : Promise.reject(new Error('Pick a day and a slot.')),
        },
      ]}
    >
      <SlotPicker locationCode={view.movement?.fromLocationCode} />
    </Form.Item>
  </MovementDialog>
);

interface DetailValues extends DriverContactValues {
  externalPickup: boolean;
  externalDelivery: boolean;
  externalMovement: boolean;
}

/** PUT …/update/movement-details: the driver and the external legs, at any point of an open movement. */
export const MovementDetailsDialog = ({ view, onClose }: DialogProps) => {
  const m = view.movement;
  const initial: Partial<DetailValues> = {
    ...driverContactInitial(m?.logistic),
    externalPickup: m?.externalPickup ?? false,
    externalDelivery: m?.externalDelivery ?? false,
    externalMovement: m?.externalMovement ?? false,
  };
  return (
    <MovementDialog<DetailValues>
      view={view}
      title="Movement details"
      submitLabel="Update details"
      initialValues={initial}
      onClose={onClose}
      toWrite={(v) => ({
        kind: 'details',
        body: {
          ...driverContactBody(v),
          externalPickup: v.externalPickup,
          externalDelivery: v.externalDelivery,
          externalMovement: v.externalMovement,
        },
      })}
    >
      <DriverContactFields />
      <Form.Item name="externalPickup" label="External pickup" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="externalDelivery" label="External delivery" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="externalMovement" label="External movement" valuePropName="checked">
        <Switch />
      </Form.Item>
    </MovementDialog>
  );
};
