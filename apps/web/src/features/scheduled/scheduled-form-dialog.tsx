import { Alert, Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { scheduledMovementInput, type ScheduledMovement, type ScheduledMovementInput } from '@b2c/contracts';
import {
  DAYS,
  LOGISTICS_MODES,
  LOGISTICS_MODE_LABELS,
  MOVEMENT_VENDOR_LABELS,
  MOVEMENT_VENDORS,
  PICKUP_OPTIONS,
  SCHEDULED_CARS_MAX,
  SCHEDULE_REPEAT_LABELS,
  SCHEDULE_REPEATS,
  TIME_ZONES,
  type Vertical,
} from '@b2c/domain';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useCreateSchedule, useUpdateSchedule } from './scheduled-api.ts';
import { DateInput, TimeInput } from '../../shared/forms/date-inputs.tsx';
import { SlotSelect } from '../../shared/forms/slot-select.tsx';

const LABELS = {
  appointmentIds: 'Cars (appointment ids)',
  fromLocationCode: 'From',
  toLocationCode: 'To',
  vendor: 'Vendor',
  logisticsMode: 'Mode',
  pickupOption: 'Pickup option',
  slot: 'Pickup slot',
  runDate: 'Raise on',
  runTime: 'Raise at',
  repeat: 'Repeat',
  weekdays: 'Weekdays',
  remarks: 'Remarks',
} as const;
type Field = keyof typeof LABELS;
const shape = scheduledMovementInput.shape;
/** Each field checks what the API checks (the same contract), labelled for its message. */
const rules = (name: Field) => [zodRule(shape[name], LABELS[name])];

interface Values extends Omit<ScheduledMovementInput, 'appointmentIds'> {
  /** Typed or pasted: separated by commas, spaces or new lines. */
  appointmentIds: string;
}
const idsOf = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean);
const options = <T extends string>(values: readonly T[], label: (v: T) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

const valuesOf = (row: ScheduledMovement | undefined): Partial<Values> =>
  row
    ? {
        appointmentIds: row.appointmentIds.join('\n'),
        fromLocationCode: row.fromLocationCode,
        toLocationCode: row.toLocationCode,
        vendor: row.vendor,
        logisticsMode: row.logisticsMode,
        pickupOption: row.pickupOption,
        slot: row.slot,
        runDate: row.runDate,
        runTime: row.runTime,
        repeat: row.repeat,
        weekdays: row.weekdays,
        ...(row.remarks ? { remarks: row.remarks } : {}),
      }
    : { pickupOption: 'HOME_PICKUP', repeat: 'ONCE', weekdays: [] };

/** Schedules a movement, or edits one before it is raised (with the version it was read at). */
export const ScheduledFormDialog = ({
  row,
  vertical,
  onClose,
}: {
  row?: ScheduledMovement;
  vertical: Vertical;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const locations = useActiveLocations();
  const repeat = Form.useWatch('repeat', form);
  const saver = useDialogSave({
    onSaved: onClose,
    onFailed: (e) =>
      form.setFields(serverFieldErrors(e, LABELS).map((f) => ({ name: String(f.name[0]) as Field, errors: f.errors }))),
  });
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));

  const submit = async () => {
    const values = await form.validateFields();
    const body = {
      ...values,
      appointmentIds: idsOf(values.appointmentIds),
      weekdays: values.repeat === 'WEEKLY' ? (values.weekdays ?? []) : [],
      ...(values.remarks?.trim() ? { remarks: values.remarks.trim() } : { remarks: undefined }),
    };
    await saver.save(async () => {
      const saved = row
        ? await update.mutateAsync({ id: row.id, body: { ...body, version: row.version } })
        : await create.mutateAsync(body);
      return saved.message;
    });
  };

  return (
    <FormModal
      title={row ? `Edit scheduled movement ${row.id}` : 'Schedule a movement'}
      saveLabel={row ? 'Save' : 'Schedule'}
      saving={saver.saving}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={720}
    >
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="scheduled-movement" layout="vertical" initialValues={valuesOf(row)}>
        <Form.Item
          name="appointmentIds"
          label={LABELS.appointmentIds}
          extra={`Up to ${SCHEDULED_CARS_MAX}, separated by commas or new lines.`}
          rules={[
            {
              validator: async (_rule: unknown, value: string | undefined) => {
                const parsed = shape.appointmentIds.safeParse(idsOf(value));
                if (!parsed.success) throw new Error(`${LABELS.appointmentIds} ${parsed.error.issues[0]!.message}.`);
              },
            },
          ]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="fromLocationCode" label={LABELS.fromLocationCode} rules={rules('fromLocationCode')}>
              <Select showSearch optionFilterProp="label" options={locationOptions} loading={locations.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="toLocationCode" label={LABELS.toLocationCode} rules={rules('toLocationCode')}>
              <Select showSearch optionFilterProp="label" options={locationOptions} loading={locations.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="vendor" label={LABELS.vendor} rules={rules('vendor')}>
              <Select options={options(MOVEMENT_VENDORS, (v) => MOVEMENT_VENDOR_LABELS[v])} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="logisticsMode" label={LABELS.logisticsMode} rules={rules('logisticsMode')}>
              <Select options={options(LOGISTICS_MODES, (v) => LOGISTICS_MODE_LABELS[v])} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="pickupOption" label={LABELS.pickupOption} rules={rules('pickupOption')}>
              <Radio.Group options={options(PICKUP_OPTIONS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="slot" label={LABELS.slot} rules={rules('slot')}>
              <SlotSelect />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="runDate" label={LABELS.runDate} rules={rules('runDate')}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="runTime"
              label={LABELS.runTime}
              rules={rules('runTime')}
              extra={`${TIME_ZONES[vertical.country]} time`}
            >
              <TimeInput minuteStep={5} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="repeat" label={LABELS.repeat} rules={rules('repeat')}>
              <Select options={options(SCHEDULE_REPEATS, (r) => SCHEDULE_REPEAT_LABELS[r])} />
            </Form.Item>
          </Col>
        </Row>
        {repeat === 'WEEKLY' ? (
          <Form.Item
            name="weekdays"
            label={LABELS.weekdays}
            rules={[{ required: true, message: 'Choose at least one day.' }]}
          >
            <Checkbox.Group options={options(DAYS, (d) => d.slice(0, 3))} />
          </Form.Item>
        ) : null}
        <Form.Item name="remarks" label={LABELS.remarks} rules={rules('remarks')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
