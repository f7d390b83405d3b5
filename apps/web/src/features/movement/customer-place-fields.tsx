import { Form, Input } from 'antd';
import { pickupRequestFields } from '@b2c/contracts';
import {
  CUSTOMER_ADDRESS_LIMITS,
  CUSTOMER_AREA_LIMITS,
  MESSAGES,
  takesCustomerAddress,
  type PickupOption,
} from '@b2c/domain';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { PlaceInput, type PickedPlace } from '../../shared/ui/place-input.tsx';

export const CUSTOMER_ADDRESS_LABEL = 'Customer address';
export const CUSTOMER_AREA_LABEL = 'Area';

/** What the pickup forms hold of the customer's place. */
export interface CustomerPlaceValues {
  pickupOption: PickupOption;
  customerAddress?: string;
  customerArea?: string;
}

/** SPEC §5: text loses its newlines and is trimmed; empty is "not given". */
const oneLine = (text: string | undefined) => text?.replace(/[\r\n]+/g, ' ').trim() || undefined;

/**
 * The body's part of the customer's place: a home pick-up sends its address and area, a drop at hub
 * neither (the API refuses them there).
 */
export const customerPlaceBody = (v: CustomerPlaceValues) => {
  if (!takesCustomerAddress(v.pickupOption)) return {};
  const customerAddress = oneLine(v.customerAddress);
  const customerArea = oneLine(v.customerArea);
  return { ...(customerAddress ? { customerAddress } : {}), ...(customerArea ? { customerArea } : {}) };
};

const required = (label: string) => ({
  required: true,
  whitespace: true,
  message: `${label} is required for a home pick-up.`,
});

/**
 * SPEC §3 "Home pick-up": the customer's address (a place field) and area, with SPEC §5's helper text;
 * shown only while the option is a home pick-up. Bounds are the contract's, said in words. Picking a
 * place fills the address, and the area with the place's name when none was typed (the locality the
 * customer named; what was typed is never replaced).
 */
export const CustomerPlaceFields = () => {
  const form = Form.useFormInstance<CustomerPlaceValues>();
  const option = Form.useWatch<PickupOption | undefined>('pickupOption');
  if (!option || !takesCustomerAddress(option)) return null;
  const onPick = (place: PickedPlace) => {
    form.setFieldValue('customerAddress', place.address);
    if (!oneLine(form.getFieldValue('customerArea'))) form.setFieldValue('customerArea', place.label.split(',')[0]);
    void form.validateFields(['customerAddress', 'customerArea']).catch(() => undefined);
  };
  return (
    <>
      <Form.Item
        name="customerAddress"
        label={CUSTOMER_ADDRESS_LABEL}
        rules={[
          required(CUSTOMER_ADDRESS_LABEL),
          zodRule(pickupRequestFields.shape.customerAddress, CUSTOMER_ADDRESS_LABEL),
        ]}
      >
        <PlaceInput
          maxLength={CUSTOMER_ADDRESS_LIMITS.max}
          placeholder="House, street, building"
          multiline
          onPick={onPick}
        />
      </Form.Item>
      <Form.Item
        name="customerArea"
        label={CUSTOMER_AREA_LABEL}
        extra={MESSAGES.areaHelper}
        rules={[required(CUSTOMER_AREA_LABEL), zodRule(pickupRequestFields.shape.customerArea, CUSTOMER_AREA_LABEL)]}
      >
        <Input maxLength={CUSTOMER_AREA_LIMITS.max} autoComplete="off" />
      </Form.Item>
    </>
  );
};
