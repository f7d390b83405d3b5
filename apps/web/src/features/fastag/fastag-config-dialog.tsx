import { Alert, Checkbox, Form, Input, Select, Typography } from 'antd';
import { fastagConfigBody, type FastagConfig } from '@b2c/contracts';
import { FASTAG_DOCUMENT_LABELS, FASTAG_DOCUMENT_TYPES } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useFastagConfig, useSaveFastagConfig } from './fastag-api.ts';

type Values = Pick<FastagConfig, 'issuer' | 'tagClasses' | 'requiredDocuments'>;
const fields = fastagConfigBody.shape;

/** The vertical's FASTag config (issuer, tag classes of its vehicle type, documents required): admins only. */
export const FastagConfigDialog = ({ onClose }: { onClose: () => void }) => {
  const config = useFastagConfig();
  const save = useSaveFastagConfig();
  const saver = useDialogSave({ onSaved: onClose });
  const [form] = Form.useForm<Values>();
  const current = config.data;
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !current) return;
    await saver.save(async () => {
      await save.mutateAsync({ ...values, ...(current.version === null ? {} : { version: current.version }) });
      return 'FASTag config saved';
    });
  };
  return (
    <FormModal
      title="FASTag config"
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {config.isPending ? <PageSpinner /> : null}
      {config.isError ? <Alert type="error" showIcon title={errorMessage(config.error)} /> : null}
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} style={{ marginBottom: 12 }} /> : null}
      {current ? (
        <Form form={form} layout="vertical" initialValues={current} name="fastag-config">
          {current.version === null ? (
            <Typography.Paragraph type="secondary">
              This vertical runs on the default config until it is saved.
            </Typography.Paragraph>
          ) : null}
          <Form.Item name="issuer" label="Issuer" rules={[zodRule(fields.issuer, 'Issuer')]}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            name="tagClasses"
            label={`Tag classes (${current.vehicleType})`}
            rules={[zodRule(fields.tagClasses, 'Tag classes')]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} aria-label="Tag classes" />
          </Form.Item>
          <Form.Item
            name="requiredDocuments"
            label="Documents required"
            rules={[zodRule(fields.requiredDocuments, 'Documents required')]}
          >
            <Checkbox.Group
              options={FASTAG_DOCUMENT_TYPES.map((t) => ({ label: FASTAG_DOCUMENT_LABELS[t], value: t }))}
            />
          </Form.Item>
        </Form>
      ) : null}
    </FormModal>
  );
};
