import { Alert, Button, Checkbox, Flex, Form, Input, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { slotDefinitionAdd, type SlotDefinitionSlot } from '@b2c/contracts';
import { DAYS, isSlotCode, slotCodeToLabel, slotLabelToCode, type Day } from '@b2c/domain';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useAddSlot, useEditSlot, useSlots } from './slot-api.ts';
import { useSlotType } from './c2b-slots-page.tsx';
import { DAY_SHORT } from './slot-labels.ts';
import { paths } from '../../shared/routing/paths.ts';

const LABELS = { code: 'Slot', days: 'Days', capacity: 'Capacity', active: 'Active' };
const DAY_OPTIONS = DAYS.map((d) => ({ value: d, label: DAY_SHORT[d] }));

interface SlotValues {
  code: string;
  days: Day[];
  capacity: number;
  active: boolean;
}

/** "10:00-12:00" (as shown) or "1000_1200" (as stored) → the code; undefined when it is neither. */
export const slotCodeOf = (text: string): string | undefined => {
  const value = text.trim();
  if (isSlotCode(value)) return value;
  try {
    return slotLabelToCode(value);
  } catch {
    return undefined;
  }
};

const slotRule = {
  validator: async (_: unknown, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') throw new Error('Slot is required.');
    if (!slotCodeOf(value)) throw new Error('Slot must look like HH:MM-HH:MM and end after it starts.');
  },
};

/** Add (`slot` absent) or edit one slot of the plan; the code is the slot's identity and stays. */
const SlotForm = ({ slot }: { slot?: SlotDefinitionSlot }) => {
  const [form] = Form.useForm();
  const slotType = useSlotType();
  const navigate = useNavigate();
  const add = useAddSlot();
  const edit = useEditSlot();
  const back = paths.config.c2bSlots({ slotType });
  const saver = useDialogSave({
    onSaved: () => void navigate(back),
    onFailed: (e) => form.setFields(serverFieldErrors(e, LABELS)),
  });
  const submit = async () => {
    const v = (await form.validateFields()) as SlotValues;
    const fields = { slotType, days: v.days, capacity: v.capacity, active: v.active };
    await saver.save(async () => {
      const saved = slot
        ? await edit.mutateAsync({ code: slot.code, body: { ...fields, version: slot.version } })
        : await add.mutateAsync({ ...fields, code: slotCodeOf(v.code)! });
      return saved.message;
    });
  };
  return (
    <PageCard title={slot ? `Slot ${slot.label}` : `Add ${slotType === 'C2B' ? 'C2B' : 'pickup'} slot`}>
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        name="slot-definition"
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={
          slot
            ? { code: slot.label, days: slot.days, capacity: slot.capacity, active: slot.active }
            : { days: [...DAYS], capacity: 10, active: true }
        }
      >
        <Form.Item name="code" label={LABELS.code} rules={slot ? [] : [slotRule]} extra="From-to, e.g. 10:00-12:00.">
          <Input disabled={Boolean(slot)} placeholder="HH:MM-HH:MM" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="days"
          label={LABELS.days}
          rules={[{ required: true, type: 'array', min: 1, message: 'Days: choose at least one day.' }]}
        >
          <Checkbox.Group options={DAY_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={LABELS.capacity}
          extra="Pickups or visits the slot takes at a location."
          rules={[zodRule(slotDefinitionAdd.shape.capacity, LABELS.capacity)]}
        >
          <NumberInput style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="active" label={LABELS.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={8}>
          <Button onClick={() => void navigate(back)}>Cancel</Button>
          <Button type="primary" loading={saver.saving} onClick={() => void submit().catch(() => undefined)}>
            {slot ? 'Save' : 'Add'}
          </Button>
        </Flex>
      </Form>
    </PageCard>
  );
};

export const C2bSlotAddPage = () => <SlotForm />;

/** SPEC §2 /configs/c2b-slots/edit/{code}: the slot is found in the plan's list by its code. */
export const C2bSlotEditPage = () => {
  const { code = '' } = useParams();
  const slots = useSlots(useSlotType());
  if (slots.isPending) return <PageSpinner />;
  const slot = slots.data?.find((s) => s.code === code);
  if (!slot)
    return (
      <Alert type="error" showIcon title={`Slot ${isSlotCode(code) ? slotCodeToLabel(code) : code} was not found.`} />
    );
  return <SlotForm slot={slot} />;
};
