import { Form, Input, Select } from 'antd';
import { preferenceEndpoints, preferenceInput, type UserPreference } from '@b2c/contracts';
import { PREFERENCE_MESSAGES, type ContactChannel } from '@b2c/domain';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { PREFERENCE_GRID_KEY, useSavePreference } from './preference-api.ts';
import { CHANNEL_OPTIONS } from './preference-columns.tsx';
import { useMobileRule } from './mobile-rule.ts';

const LABELS = {
  mobileNumber: 'Mobile number',
  customerName: 'Customer name',
  preferredChannel: 'Preferred channel',
  preferredLanguage: 'Language',
  remarks: 'Remarks',
};
const shape = preferenceInput.shape;

interface PreferenceValues {
  mobileNumber: string;
  customerName?: string;
  preferredChannel: ContactChannel;
  preferredLanguage?: string;
  remarks?: string;
}

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** SPEC §7 user preferences POST: a new number's preference, or an edit of one by its version. */
export const PreferenceFormDialog = ({ preference, onClose }: { preference?: UserPreference; onClose: () => void }) => {
  // Untyped like the shared form helpers: server field errors arrive as generic paths.
  const [form] = Form.useForm();
  const save = useSavePreference();
  const mobileRule = useMobileRule(LABELS.mobileNumber);
  const saver = useDialogSave({ onSaved: onClose, onFailed: (e) => form.setFields(serverFieldErrors(e, LABELS)) });
  const submit = async () => {
    const v: PreferenceValues = await form.validateFields();
    await saver.save(async () => {
      await save.mutateAsync({
        mobileNumber: v.mobileNumber,
        customerName: orNull(v.customerName),
        preferredChannel: v.preferredChannel,
        preferredLanguage: orNull(v.preferredLanguage),
        remarks: orNull(v.remarks),
        ...(preference ? { version: preference.version } : {}),
      });
      return preference ? PREFERENCE_MESSAGES.preferenceUpdated : PREFERENCE_MESSAGES.preferenceSaved;
    });
  };
  return (
    <FormModal
      title={preference ? `User preference ${preference.mobileNumber}` : 'Add user preference'}
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={preference ? 760 : undefined}
    >
      <Form
        form={form}
        // Field ids are prefixed by the form name: the grid's filter bar behind the dialog has a "mobileNumber" too.
        name="user-preference"
        layout="vertical"
        initialValues={
          preference
            ? {
                mobileNumber: preference.mobileNumber,
                customerName: preference.customerName ?? '',
                preferredChannel: preference.preferredChannel,
                preferredLanguage: preference.preferredLanguage ?? '',
                remarks: preference.remarks ?? '',
              }
            : {}
        }
      >
        <Form.Item name="mobileNumber" label={LABELS.mobileNumber} rules={preference ? [] : [mobileRule]}>
          <Input disabled={Boolean(preference)} inputMode="tel" autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item name="customerName" label={LABELS.customerName}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="preferredChannel"
          label={LABELS.preferredChannel}
          rules={[zodRule(shape.preferredChannel, LABELS.preferredChannel)]}
        >
          <Select options={CHANNEL_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="preferredLanguage"
          label={LABELS.preferredLanguage}
          rules={[zodRule(shape.preferredLanguage, LABELS.preferredLanguage)]}
        >
          <Input maxLength={2} placeholder="en" />
        </Form.Item>
        <Form.Item name="remarks" label={LABELS.remarks}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
      {preference && (
        <AuditTrail
          endpoints={preferenceEndpoints.audit.preference}
          id={preference.id}
          listGridKey={PREFERENCE_GRID_KEY}
        />
      )}
    </FormModal>
  );
};
