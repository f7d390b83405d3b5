import { Form, Input, Select, Typography } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import {
  INVENTORY_STAGES,
  INVENTORY_STAGE_CODES,
  INVENTORY_TYPES,
  PRICE_CHANGE_REASON_LABELS,
  PRICE_DROP_APPROVAL_THRESHOLD,
  inventoryActionReason,
  type Country,
  type InventoryStage,
  type InventoryUpdateAction,
} from '@b2c/domain';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { ACTION_FIELD_LABELS as L } from './inventory-action-payload.ts';
import { codeLabel } from './inventory-labels.ts';
import { PriceFormItem } from './price-form-item.tsx';

const options = (codes: readonly string[]) => codes.map((c) => ({ value: c, label: codeLabel(c) }));
const remarks = (
  <Form.Item name="remarks" label={L.remarks}>
    <Input.TextArea rows={2} maxLength={500} />
  </Form.Item>
);
const money = (name: 'listingPrice' | 'targetPrice', country: Country) => (
  <PriceFormItem name={name} label={L[name]} country={country} />
);
const text = (name: 'egc' | 'parkingSlot' | 'gpsTrackerNumber', max: number) => (
  <Form.Item
    name={name}
    label={L[name]}
    rules={[{ required: true, whitespace: true, message: `${L[name]} is required.` }]}
  >
    <Input maxLength={max} />
  </Form.Item>
);

const StageFields = () => {
  const form = Form.useFormInstance();
  const stage = Form.useWatch<InventoryStage | undefined>('inventoryStage', form);
  const subStages = stage ? INVENTORY_STAGES[stage] : [];
  return (
    <>
      <Form.Item
        name="inventoryStage"
        label={L.inventoryStage}
        rules={[{ required: true, message: `${L.inventoryStage} is required.` }]}
      >
        <Select
          options={options(INVENTORY_STAGE_CODES)}
          onChange={() => form.setFieldValue('inventorySubStage', null)}
        />
      </Form.Item>
      <Form.Item name="inventorySubStage" label={L.inventorySubStage}>
        <Select allowClear options={options(subStages)} disabled={!stage} />
      </Form.Item>
    </>
  );
};

/**
 * Without a car (bulk) every request is offered; the server refuses per row what does not apply. With
 * one, only the requests the inventory action table allows for it (the server's own rule).
 */
const publishOptions = (car: InventoryDetail | undefined) =>
  (
    [
      { value: 'PUBLISH', label: 'Publish' },
      { value: 'UNPUBLISH', label: 'Unpublish' },
      { value: 'PERMANENT_DELISTING', label: 'Permanent delisting (needs approval)' },
    ] as const
  ).filter((o) => !car || inventoryActionReason(o.value, car) === null);

/** The inputs of one action's form; the confirm-only actions just say what will happen. No car: a bulk form. */
export const ActionFields = ({ action, car }: { action: InventoryUpdateAction; car?: InventoryDetail }) => {
  const f = useFormatters();
  const { country } = useAccess().vertical;
  switch (action) {
    case 'LIST_PRICE':
      return (
        <>
          <Typography.Paragraph type="secondary">
            {car ? `Now ${f.money(car.listingPrice) || 'not set'}. ` : ''}A drop of more than{' '}
            {PRICE_DROP_APPROVAL_THRESHOLD * 100}% (or any change by someone who cannot approve) waits for a second
            person&apos;s approval.
          </Typography.Paragraph>
          {money('listingPrice', country)}
          <Form.Item
            name="priceChangeReason"
            label={L.priceChangeReason}
            rules={[{ required: true, message: 'Reason is required.' }]}
          >
            <Select
              options={(['PRICE_REVISION', 'INITIAL_PRICE_UPDATE'] as const).map((value) => ({
                value,
                label: PRICE_CHANGE_REASON_LABELS[value],
              }))}
            />
          </Form.Item>
          {remarks}
        </>
      );
    case 'TARGET_PRICE':
      return (
        <>
          {car ? (
            <Typography.Paragraph type="secondary">
              Now {f.money(car.inventoryAttributes.targetPrice) || 'not set'}.
            </Typography.Paragraph>
          ) : null}
          {money('targetPrice', country)}
        </>
      );
    case 'EGC':
      return text('egc', 40);
    case 'PUBLISH_STATUS':
      return (
        <>
          <Form.Item
            name="publishStatus"
            label={L.publishStatus}
            rules={[{ required: true, message: 'Publish status is required.' }]}
          >
            <Select options={publishOptions(car)} />
          </Form.Item>
          {remarks}
        </>
      );
    case 'SOLD':
      return (
        <Typography.Paragraph>
          Mark {car ? 'this car' : 'the selected cars'} as sold? Sold cars are taken off the storefront.
        </Typography.Paragraph>
      );
    case 'SOURCING_CANCELLATION':
      return (
        <>
          <Typography.Paragraph>Cancel the sourcing of this car? It leaves the stock for good.</Typography.Paragraph>
          {remarks}
        </>
      );
    case 'UPDATE_RESERVE_STATUS':
      return (
        <Typography.Paragraph>
          {car?.reserveStatus ? 'Release the reservation of this car?' : 'Reserve this car for a customer?'}
        </Typography.Paragraph>
      );
    case 'PARKING_SLOT':
      return text('parkingSlot', 20);
    case 'STAGE':
      return <StageFields />;
    case 'TYPE':
      return (
        <Form.Item
          name="inventoryType"
          label={L.inventoryType}
          rules={[{ required: true, message: 'Type is required.' }]}
        >
          <Select options={options(INVENTORY_TYPES)} />
        </Form.Item>
      );
    case 'GPS_TRACKER':
      return text('gpsTrackerNumber', 30);
  }
};
