import { Form, Input, Select } from 'antd';
import type { MovementView } from '@b2c/contracts';
import type { LogisticsMode, MovementVendor, RequestType } from '@b2c/domain';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { MovementDialog } from './movement-dialog.tsx';
import type { MovementWrite } from './movement-api.ts';
import { SlotPicker, type SlotChoice } from './slot-picker.tsx';
import { PickupTermsFields, slotChosen } from './pickup-terms-fields.tsx';
import { customerPlaceBody, type CustomerPlaceValues } from './customer-place-fields.tsx';

interface PickupValues extends CustomerPlaceValues {
  toLocationCode: string;
  requestType: RequestType;
  vendor?: MovementVendor;
  logisticsMode?: LogisticsMode;
  pickup: SlotChoice;
  remarks?: string;
}

const oneLine = (text: string | undefined) => (text ? text.replace(/[\r\n]+/g, ' ').trim() || undefined : undefined);

/**
 * Create (POST …/movement) or edit (PUT …/movement-update) the pickup request: destination, request
 * type, option (a home pick-up with the customer's address and area), vendor, mode and the slot,
 * offered for the origin's slots.
 */
export const PickupRequestDialog = ({ view, onClose }: { view: MovementView; onClose: () => void }) => {
  const open = view.movement;
  const origin = open?.fromLocationCode ?? view.inventory.locationCode ?? undefined;
  const locations = useActiveLocations();
  const toWrite = (v: PickupValues): MovementWrite => {
    const common = {
      toLocationCode: v.toLocationCode,
      requestType: v.requestType,
      pickupOption: v.pickupOption,
      ...customerPlaceBody(v),
      ...(v.vendor ? { vendor: v.vendor } : {}),
      ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
      requestedPickupDate: v.pickup.date ?? '',
      slot: v.pickup.slot ?? '',
      ...(oneLine(v.remarks) ? { remarks: oneLine(v.remarks) } : {}),
    };
    return open ? { kind: 'update', body: common } : { kind: 'create', body: common };
  };
  const initial: Partial<PickupValues> = open
    ? {
        toLocationCode: open.toLocationCode,
        requestType: open.requestType,
        pickupOption: open.pickupOption,
        ...(open.customerAddress ? { customerAddress: open.customerAddress } : {}),
        ...(open.customerArea ? { customerArea: open.customerArea } : {}),
        ...(open.logistic.vendor ? { vendor: open.logistic.vendor } : {}),
        ...(open.logistic.logisticsMode ? { logisticsMode: open.logistic.logisticsMode } : {}),
        pickup: { date: open.logistic.requestedPickupDate, slot: open.logistic.slot },
      }
    : { requestType: 'INTERNAL', pickupOption: 'DROP_AT_HUB', pickup: {} };
  const destinations = (locations.data ?? [])
    .filter((l) => l.code !== origin)
    .map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));

  return (
    <MovementDialog<PickupValues>
      view={view}
      title={open ? 'Edit pickup request' : 'Create pickup request'}
      submitLabel={open ? 'Update pickup request' : 'Create pickup request'}
      initialValues={initial}
      toWrite={toWrite}
      onClose={onClose}
    >
      <Form.Item label="From">
        <Input value={origin ?? '—'} disabled aria-label="From" />
      </Form.Item>
      <Form.Item name="toLocationCode" label="To" rules={[{ required: true, message: 'Destination is required.' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={destinations}
          loading={locations.isPending}
          placeholder="Destination"
        />
      </Form.Item>
      <PickupTermsFields />
      <Form.Item name="pickup" label="Requested pickup" required rules={[{ validator: slotChosen }]}>
        <SlotPicker locationCode={origin} />
      </Form.Item>
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </MovementDialog>
  );
};
