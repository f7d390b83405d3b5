import { Alert, Form, Input, Select, Switch } from 'antd';
import { changeReason, verticalFlagsSchema, type FeatureMatrixRow, type VerticalFlagsRow } from '@b2c/contracts';
import { VERTICAL_FLAG_HELP, type VerticalFlags, featureLabel } from '@b2c/domain';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useChangeFeature, useChangeFlags } from './config-api.ts';
import { FLAG_LABELS, IDENTIFIER_RULE_OPTIONS, verticalLabel } from './config-labels.ts';

const reasonItem = (
  <Form.Item
    name="reason"
    label="Reason"
    rules={[zodRule(changeReason, 'Reason')]}
    extra="Kept in the audit with the change."
  >
    <Input.TextArea rows={2} maxLength={300} />
  </Form.Item>
);

export interface FeatureToggle {
  row: FeatureMatrixRow;
  vertical: string;
  enabled: boolean;
}

/** One cell of the feature matrix turned on or off, with the reason the audit keeps. */
export const FeatureChangeDialog = ({ toggle, onClose }: { toggle: FeatureToggle; onClose: () => void }) => {
  const [form] = Form.useForm();
  const change = useChangeFeature();
  const saver = useDialogSave({ onSaved: onClose, onFailed: (e) => form.setFields(serverFieldErrors(e, {})) });
  const { row, vertical, enabled } = toggle;
  const submit = async () => {
    const { reason } = (await form.validateFields()) as { reason: string };
    await saver.save(async () => {
      const saved = await change.mutateAsync({ feature: row.feature, vertical, enabled, reason, version: row.version });
      return saved.message;
    });
  };
  return (
    <FormModal
      title={`${enabled ? 'Turn on' : 'Turn off'} ${featureLabel(row.feature)} for ${verticalLabel(vertical)}`}
      saveLabel={enabled ? 'Turn on' : 'Turn off'}
      danger={!enabled}
      saving={saver.saving}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="feature-change" layout="vertical">
        {reasonItem}
      </Form>
    </FormModal>
  );
};

type FlagName = keyof VerticalFlags;
const FLAG_NAMES = Object.keys(VERTICAL_FLAG_HELP) as FlagName[];
const NO_STOCK_IN = 'NONE';

const choices: Partial<Record<FlagName, { value: string | number; label: string }[]>> = {
  stockInBy: [
    { value: 'REGISTRATION_NUMBER', label: 'Registration number' },
    { value: 'CHASSIS_NUMBER', label: 'Chassis number' },
    { value: NO_STOCK_IN, label: 'None (no stock-in icon)' },
  ],
  identifierRule: IDENTIFIER_RULE_OPTIONS,
  defaultPageSize: [
    { value: 10, label: '10' },
    { value: 30, label: '30' },
  ],
};

const control = (name: FlagName, value: unknown) => {
  const options = choices[name];
  if (options) return <Select options={options} />;
  if (typeof value === 'boolean') return <Switch />;
  if (typeof value === 'number') return <NumberInput style={{ width: 160 }} />;
  return <Input maxLength={60} />;
};

/** The form shows "no stock-in" as a choice; the flag stores it as null. */
const toForm = (flags: VerticalFlags) => ({ ...flags, stockInBy: flags.stockInBy ?? NO_STOCK_IN });
const fromForm = (values: Record<string, unknown>): Record<string, unknown> => ({
  ...values,
  stockInBy: values.stockInBy === NO_STOCK_IN ? null : values.stockInBy,
});

/** Edits a vertical's flags; only the flags changed are sent, with the reason. */
export const FlagsChangeDialog = ({ row, onClose }: { row: VerticalFlagsRow; onClose: () => void }) => {
  const [form] = Form.useForm();
  const change = useChangeFlags();
  const saver = useDialogSave({
    onSaved: onClose,
    onFailed: (e) => form.setFields(serverFieldErrors(e, { reason: 'Reason', flags: 'Flag' })),
  });
  const submit = async () => {
    const values = (await form.validateFields()) as { flags: Record<string, unknown>; reason: string };
    const next = fromForm(values.flags);
    const changed = Object.fromEntries(FLAG_NAMES.filter((n) => next[n] !== row.flags[n]).map((n) => [n, next[n]]));
    if (Object.keys(changed).length === 0) {
      form.setFields([{ name: 'reason', errors: ['Change at least one flag before saving.'] }]);
      return;
    }
    await saver.save(async () => {
      const saved = await change.mutateAsync({
        vertical: row.vertical,
        flags: changed,
        reason: values.reason,
        version: row.version,
      });
      return saved.message;
    });
  };
  return (
    <FormModal
      title={`Flags of ${verticalLabel(row.vertical)}`}
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={640}
    >
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="vertical-flags" layout="vertical" initialValues={{ flags: toForm(row.flags) }}>
        {FLAG_NAMES.map((name) => (
          <Form.Item
            key={name}
            name={['flags', name]}
            label={FLAG_LABELS[name]}
            extra={VERTICAL_FLAG_HELP[name]}
            valuePropName={typeof row.flags[name] === 'boolean' ? 'checked' : 'value'}
            rules={
              typeof row.flags[name] === 'number' && !choices[name]
                ? // The contract's bounds, said in words: the input keeps what was typed (issue 24 #16).
                  [zodRule(verticalFlagsSchema.shape[name], FLAG_LABELS[name])]
                : []
            }
          >
            {control(name, row.flags[name])}
          </Form.Item>
        ))}
        {reasonItem}
      </Form>
    </FormModal>
  );
};
