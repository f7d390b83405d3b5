import { Form, Input, Typography } from 'antd';
import { REGISTRATION_NUMBER_MAX, type InventoryDetail } from '@b2c/contracts';
import { identifierRuleProblem, normalizeIdentifier, type IdentifierRule } from '@b2c/domain';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { EXTRA_ACTION_LABELS } from './inventory-action-rules.ts';
import { useRegistrationUpdate } from './inventory-api.ts';
import { InventoryFormModal } from './inventory-form-modal.tsx';

const LABEL = 'Registration number';

/** The vertical's identifier rule (SPEC §5), worded by the domain as the API words it. */
export const registrationProblem = (value: string | undefined, rule: IdentifierRule): string | undefined => {
  const normalized = normalizeIdentifier(value ?? '');
  if (normalized === '') return `${LABEL} is required.`;
  if (normalized.length > REGISTRATION_NUMBER_MAX)
    return `${LABEL} must have at most ${REGISTRATION_NUMBER_MAX} characters.`;
  return identifierRuleProblem(LABEL, normalized, rule);
};

interface RegistrationDialogProps {
  car: InventoryDetail;
  onClose: () => void;
  onReload: () => void;
}

/** `inventoryEndpoints.updateRegistration`, checked against the vertical's identifier rule first. */
export const InventoryRegistrationDialog = ({ car, onClose, onReload }: RegistrationDialogProps) => {
  const [form] = Form.useForm<{ registrationNumber: string }>();
  const { uiRules } = useAccess();
  const rule = uiRules.flags.identifierRule;
  const mutation = useRegistrationUpdate(car);
  const saver = useDialogSave({
    onSaved: onClose,
    onFailed: (error) =>
      form.setFields(
        serverFieldErrors(error, { registrationNumber: LABEL }).map((e) => ({ ...e, name: ['registrationNumber'] })),
      ),
  });
  const title = EXTRA_ACTION_LABELS.REGISTRATION;

  const submit = ({ registrationNumber }: { registrationNumber: string }) =>
    void saver.save(async () => {
      const body = { registrationNumber: normalizeIdentifier(registrationNumber), version: car.version };
      return (await mutation.mutateAsync(body)).message;
    });

  return (
    <InventoryFormModal
      title={title}
      saveLabel={title}
      saver={saver}
      onSave={() => form.submit()}
      onClose={onClose}
      onReload={onReload}
    >
      <Typography.Paragraph type="secondary">
        Now {car.registrationNumber ?? 'not set'}. Spaces are dropped and letters upper-cased.
      </Typography.Paragraph>
      <Form
        form={form}
        name="inventory-registration"
        layout="vertical"
        initialValues={{ registrationNumber: car.registrationNumber ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="registrationNumber"
          label={LABEL}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = registrationProblem(value, rule);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Form>
    </InventoryFormModal>
  );
};
