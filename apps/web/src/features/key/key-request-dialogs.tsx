import { Form, Input, Radio, Typography } from 'antd';
import { keyRequestInput, type KeyRequest, type KeyRequestInput } from '@b2c/contracts';
import { KEY_REQUEST_STATE_LABELS, MAX_KEYS_PER_CAR, type KeyRequestEvent } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { fieldErrorsFor } from './key-form-errors.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useCreateKeyRequest, useKeyRequestStep } from './key-api.ts';

const LABELS = { appointmentId: 'Appointment id', vinNumber: 'VIN', remarks: 'Remarks' } as const;
const shape = keyRequestInput.shape;

/** Blank inputs are left out: the API takes an absent field, not an empty one. */
const filled = (values: KeyRequestInput): KeyRequestInput =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

/** A requester asks for a car's keys by appointment id or VIN (SPEC §7 POST request). */
export const KeyRequestDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<KeyRequestInput>();
  const create = useCreateKeyRequest();
  const submit = (values: KeyRequestInput) => {
    const body = filled(values);
    if (!body.appointmentId && !body.vinNumber) {
      form.setFields([{ name: 'appointmentId', errors: ['Give the appointment id or the VIN.'] }]);
      return;
    }
    create.mutate(body, {
      onSuccess: (request) => {
        toast('success', `Key request ${request.id} created for car ${request.appointmentId}.`);
        onClose();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsFor<KeyRequestInput>(error, LABELS);
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
        else toast('error', errorMessage(error));
      },
    });
  };
  return (
    <FormModal
      title="Request keys"
      saveLabel="Request keys"
      saving={create.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<KeyRequestInput>
        form={form}
        name="key-request"
        layout="vertical"
        onFinish={submit}
        aria-label="Request keys"
      >
        <Form.Item
          name="appointmentId"
          label={LABELS.appointmentId}
          rules={[zodRule(shape.appointmentId, LABELS.appointmentId)]}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="vinNumber" label={LABELS.vinNumber} rules={[zodRule(shape.vinNumber, LABELS.vinNumber)]}>
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="remarks" label={LABELS.remarks} rules={[zodRule(shape.remarks, LABELS.remarks)]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

const STEP_TITLES: Record<Exclude<KeyRequestEvent, 'CREATE'>, string> = {
  READY_TO_BE_PICKED: 'Ready to be picked',
  MARK_RECEIVED: 'Mark received',
  CANCEL: 'Cancel request',
};

interface StepProps {
  request: KeyRequest;
  step: Exclude<KeyRequestEvent, 'CREATE'>;
  onClose: () => void;
}

/** One step of a request at the version the user saw; receiving asks how many keys were taken. */
export const KeyRequestStepDialog = ({ request, step, onClose }: StepProps) => {
  const [form] = Form.useForm<{ noOfKeysReceived: number }>();
  const act = useKeyRequestStep();
  const submit = ({ noOfKeysReceived }: { noOfKeysReceived: number }) =>
    act.mutate(
      { request, step: step === 'MARK_RECEIVED' ? { step, noOfKeysReceived } : { step } },
      {
        onSuccess: (done) => {
          toast('success', `Key request ${done.id} is ${KEY_REQUEST_STATE_LABELS[done.state]}.`);
          onClose();
        },
        onError: (error) => toast('error', errorMessage(error)),
      },
    );
  return (
    <FormModal
      title={`${STEP_TITLES[step]}: request ${request.id}, car ${request.appointmentId}`}
      saveLabel={STEP_TITLES[step]}
      danger={step === 'CANCEL'}
      cancelLabel={step === 'CANCEL' ? 'Keep request' : undefined}
      saving={act.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        name="key-request-step"
        layout="vertical"
        onFinish={submit}
        initialValues={{ noOfKeysReceived: 1 }}
      >
        {step === 'MARK_RECEIVED' ? (
          <Form.Item name="noOfKeysReceived" label="Number of keys received" rules={[{ required: true }]}>
            <Radio.Group
              options={Array.from({ length: MAX_KEYS_PER_CAR }, (_, i) => ({
                value: i + 1,
                label: i === 0 ? '1 (main key)' : `${i + 1} (main and spare)`,
              }))}
            />
          </Form.Item>
        ) : (
          <Typography.Paragraph>
            Requested by {request.requestedBy}; now {KEY_REQUEST_STATE_LABELS[request.state]}.
          </Typography.Paragraph>
        )}
      </Form>
    </FormModal>
  );
};
