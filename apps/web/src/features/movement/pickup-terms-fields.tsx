import { Form, Select } from 'antd';
import { modeOptions, pickupOptionOptions, requestTypeOptions, vendorOptions } from './logistic-labels.ts';
import type { SlotChoice } from './slot-picker.tsx';
import { CustomerPlaceFields } from './customer-place-fields.tsx';

/** The requested pickup needs both a day and a slot (one rule for the single and the bulk pickup form). */
export const slotChosen = (_: unknown, value: SlotChoice | undefined) =>
  value?.date && value.slot ? Promise.resolve() : Promise.reject(new Error('Pick a day and a slot.'));

/**
 * A pickup request's terms, the same in the single and the bulk form: request type, option (with the
 * customer's address and area for a home pick-up), vendor, mode.
 */
export const PickupTermsFields = () => (
  <>
    <Form.Item name="requestType" label="Request type" rules={[{ required: true }]}>
      <Select options={requestTypeOptions} />
    </Form.Item>
    <Form.Item name="pickupOption" label="Option" rules={[{ required: true }]}>
      <Select options={pickupOptionOptions} />
    </Form.Item>
    <CustomerPlaceFields />
    <Form.Item name="vendor" label="Vendor">
      <Select allowClear options={vendorOptions} placeholder="Later" />
    </Form.Item>
    <Form.Item name="logisticsMode" label="Logistics mode">
      <Select allowClear options={modeOptions} placeholder="Later" />
    </Form.Item>
  </>
);
