import { Alert, Form, Input, Radio, Select } from 'antd';
import { keyMoveInput, type KeyMoveInput } from '@b2c/contracts';
import { KEY_ACTIONS, KEY_DETAIL_LABELS, KEY_DETAIL_TYPES, type KeyAction, type KeyDetailType } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { fieldErrorsFor } from './key-form-errors.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useCarKeys, useMoveKey } from './key-api.ts';

const LABELS = {
  appointmentId: 'Appointment id',
  keyType: 'Key',
  action: 'Action',
  locationCode: 'Key desk',
  holder: 'Handed to',
  remarks: 'Remarks',
} as const;
const shape = keyMoveInput.shape;
const ACTION_LABELS: Record<KeyAction, string> = { KEY_IN: 'Key in', KEY_OUT: 'Key out' };

type Values = KeyMoveInput & { keyType: KeyDetailType };

/** Where the chosen key is now, so the manager sees what the move changes (and its version goes along). */
const CurrentKey = ({ appointmentId, keyType }: { appointmentId: string; keyType: KeyDetailType }) => {
  const keys = useCarKeys(appointmentId);
  const key = keys.data?.find((k) => k.keyType === keyType);
  if (!keys.data) return null;
  const where = !key
    ? 'not recorded yet'
    : key.status === 'KEY_IN'
      ? `in at ${key.locationCode}`
      : `out with ${key.holder}`;
  return (
    <Alert type={key?.overdue ? 'warning' : 'info'} showIcon title={`${KEY_DETAIL_LABELS[keyType]} is ${where}.`} />
  );
};

/** Key in / key out of the main or spare key (SPEC §7 /api/inventory/key and …/spare-key; §8 toasts). */
export const KeyMoveDialog = ({ onClose, appointmentId }: { onClose: () => void; appointmentId?: string }) => {
  const [form] = Form.useForm<Values>();
  const move = useMoveKey();
  const locations = useActiveLocations();
  const apt = Form.useWatch('appointmentId', form) ?? '';
  const keyType = Form.useWatch('keyType', form) ?? 'KEY_DETAILS';
  const action = Form.useWatch('action', form) ?? 'KEY_IN';
  const known = /^[A-Za-z0-9-]{1,40}$/.test(apt.trim());
  const keys = useCarKeys(known ? apt.trim() : '');
  const version = keys.data?.find((k) => k.keyType === keyType)?.version;
  const submit = ({ keyType: type, ...values }: Values) => {
    const body: KeyMoveInput = {
      appointmentId: values.appointmentId.trim(),
      action: values.action,
      ...(values.action === 'KEY_IN' ? { locationCode: values.locationCode } : { holder: values.holder }),
      ...(values.remarks?.trim() ? { remarks: values.remarks } : {}),
      ...(version ? { version } : {}),
    };
    move.mutate(
      { keyType: type, body },
      {
        onSuccess: (done) => {
          toast('success', done.message);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsFor<Values>(error, LABELS);
          if (fieldErrors.length > 0) form.setFields(fieldErrors);
          else toast('error', errorMessage(error));
        },
      },
    );
  };
  const options = (locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  return (
    <FormModal
      title="Key in / key out"
      saveLabel={ACTION_LABELS[action]}
      saving={move.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<Values>
        name="key-move"
        form={form}
        layout="vertical"
        onFinish={submit}
        aria-label="Key in / key out"
        initialValues={{ appointmentId: appointmentId ?? '', keyType: 'KEY_DETAILS', action: 'KEY_IN' }}
      >
        <Form.Item
          name="appointmentId"
          label={LABELS.appointmentId}
          rules={[zodRule(shape.appointmentId, LABELS.appointmentId)]}
        >
          <Input autoComplete="off" maxLength={40} disabled={appointmentId !== undefined} />
        </Form.Item>
        <Form.Item name="keyType" label={LABELS.keyType}>
          <Radio.Group options={KEY_DETAIL_TYPES.map((t) => ({ value: t, label: KEY_DETAIL_LABELS[t] }))} />
        </Form.Item>
        <Form.Item name="action" label={LABELS.action}>
          <Radio.Group options={KEY_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))} />
        </Form.Item>
        {known ? <CurrentKey appointmentId={apt.trim()} keyType={keyType} /> : null}
        {action === 'KEY_IN' ? (
          <Form.Item
            name="locationCode"
            label={LABELS.locationCode}
            rules={[{ required: true, message: `${LABELS.locationCode} is required.` }]}
          >
            <Select showSearch optionFilterProp="label" options={options} loading={locations.isPending} />
          </Form.Item>
        ) : (
          <Form.Item
            name="holder"
            label={LABELS.holder}
            rules={[{ required: true, message: `${LABELS.holder} is required.` }, zodRule(shape.holder, LABELS.holder)]}
          >
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
        )}
        <Form.Item name="remarks" label={LABELS.remarks} rules={[zodRule(shape.remarks, LABELS.remarks)]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
