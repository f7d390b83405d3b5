import { Form, Select } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import {
  BUSINESS_LABELS,
  BUSINESS_LABEL_LABELS,
  HOLD_REASONS,
  HOLD_REASON_LABELS,
  NETWORK_TYPE_LABELS,
  REFURB_STAGES,
  SALES_TYPES,
  labelOf,
  networkTypesFor,
  priceProblem,
  type Country,
  type InventoryFieldUpdate,
} from '@b2c/domain';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { EXTRA_ACTION_LABELS, editableFields } from './inventory-action-rules.ts';
import { useInventoryFieldUpdate } from './inventory-api.ts';
import { InventoryFormModal } from './inventory-form-modal.tsx';
import { codeLabel } from './inventory-labels.ts';

export const DETAIL_FIELD_LABELS: Record<InventoryFieldUpdate, string> = {
  holdReason: 'Hold reason',
  businessLabel: 'Business label',
  salesType: 'Sales type',
  networkType: 'Network type',
  refurbStage: 'Refurb stage',
  avgMarketPrice: 'Average market price',
};

export type DetailValues = Partial<Record<InventoryFieldUpdate, string | number | null | undefined>>;

/** Refurb stages are the workshop's lower-case codes: "mech-service" reads "Mech Service", "bsqc" "BSQC". */
export const refurbStageLabel = (code: string): string =>
  code === 'bsqc' ? 'BSQC' : codeLabel(code.replace(/-/g, '_'));

const codeOptions = (codes: readonly string[], label: (c: string) => string) =>
  codes.map((value) => ({ value, label: label(value) }));

const optionsFor = (field: Exclude<InventoryFieldUpdate, 'avgMarketPrice'>, country: Country) => {
  switch (field) {
    case 'holdReason':
      return codeOptions(HOLD_REASONS, (c) => labelOf(HOLD_REASON_LABELS, c));
    case 'businessLabel':
      return codeOptions(BUSINESS_LABELS, (c) => labelOf(BUSINESS_LABEL_LABELS, c));
    case 'salesType':
      return codeOptions(SALES_TYPES, codeLabel);
    case 'networkType':
      return codeOptions(networkTypesFor(country), (c) => labelOf(NETWORK_TYPE_LABELS, c));
    case 'refurbStage':
      return codeOptions(REFURB_STAGES, refurbStageLabel);
  }
};

/** What the car has now, as the form holds it; an empty select is undefined so it shows "None". */
export const initialDetailValues = (car: InventoryDetail): DetailValues => {
  const price = car.inventoryAttributes.avgMarketPrice;
  return {
    holdReason: car.holdReason ?? undefined,
    businessLabel: car.businessLabel ?? undefined,
    salesType: car.salesType ?? undefined,
    networkType: car.networkType ?? undefined,
    refurbStage: car.refurbStage ?? undefined,
    avgMarketPrice: price === null ? null : Number(price),
  };
};

/** The price's bound in words (domain priceProblem); the input keeps what was typed, a blank clears it. */
const avgPriceRule = (country: Country) => ({
  validator: async (_: unknown, value: unknown) => {
    const problem = typeof value === 'number' ? priceProblem(value, country) : null;
    if (problem) throw new Error(`${DETAIL_FIELD_LABELS.avgMarketPrice} ${problem}.`);
  },
});

/** Only what the user changed is sent, in the form's order; blank means "clear it" (null). */
export const changedDetails = (fields: readonly InventoryFieldUpdate[], before: DetailValues, after: DetailValues) =>
  fields
    .map((field) => ({ field, value: after[field] ?? null }))
    .filter(({ field, value }) => value !== (before[field] ?? null));

interface DetailsDialogProps {
  car: InventoryDetail;
  onClose: () => void;
  /** Fetches the latest version of the car; the form keeps what the user typed. */
  onReload: () => void;
}

/**
 * "Edit vehicle details": hold reason, business label, sales type (AU), network type (per country),
 * refurb stage and average market price. Each changed field is one `PUT …/{x}/update` carrying the
 * version the previous answer gave, so the first one carries the version the user saw; a 409 keeps the
 * input and offers a reload like the other forms.
 */
export const InventoryDetailsDialog = ({ car, onClose, onReload }: DetailsDialogProps) => {
  const [form] = Form.useForm<DetailValues>();
  const { vertical } = useAccess();
  const mutation = useInventoryFieldUpdate(car);
  const saver = useDialogSave({ onSaved: onClose });
  const fields = editableFields(vertical.country);

  const submit = (values: DetailValues) => {
    const changes = changedDetails(fields, initialDetailValues(car), values);
    if (changes.length === 0) {
      toast('info', 'Nothing to save: no detail was changed.');
      return;
    }
    void saver.save(async () => {
      let version = car.version;
      let message = '';
      for (const change of changes) {
        const result = await mutation.mutateAsync({ ...change, version });
        version = result.inventory.version;
        message = result.message;
      }
      return message;
    });
  };

  return (
    <InventoryFormModal
      title={EXTRA_ACTION_LABELS.DETAILS}
      saveLabel="Save details"
      saver={saver}
      onSave={() => form.submit()}
      onClose={onClose}
      onReload={onReload}
    >
      <Form
        form={form}
        name="inventory-details"
        layout="vertical"
        initialValues={initialDetailValues(car)}
        onFinish={submit}
      >
        {fields.map((field) =>
          field === 'avgMarketPrice' ? (
            <Form.Item
              key={field}
              name={field}
              label={DETAIL_FIELD_LABELS[field]}
              rules={[avgPriceRule(vertical.country)]}
            >
              <NumberInput step={1000} />
            </Form.Item>
          ) : (
            <Form.Item key={field} name={field} label={DETAIL_FIELD_LABELS[field]}>
              <Select allowClear placeholder="None" options={optionsFor(field, vertical.country)} />
            </Form.Item>
          ),
        )}
      </Form>
    </InventoryFormModal>
  );
};
