import { Checkbox, Form, Input } from 'antd';
import { dndInput, preferenceEndpoints, type DndEntry } from '@b2c/contracts';
import { PREFERENCE_MESSAGES, todayIn, type ContactChannel } from '@b2c/domain';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { DateInput } from '../../shared/forms/date-inputs.tsx';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { DND_GRID_KEY, useAddDnd, useUpdateDnd } from './preference-api.ts';
import { CHANNEL_OPTIONS } from './preference-columns.tsx';
import { useMobileRule } from './mobile-rule.ts';
import { lastDayRule } from './dnd-bulk-dialog.tsx';

const LABELS = { mobileNumber: 'Mobile number', reason: 'Reason', channels: 'Channels', expiresOn: 'Last day' };

interface DndValues {
  mobileNumber: string;
  reason: string;
  channels: ContactChannel[];
  expiresOn?: string;
}

/** Adds one number to the DND list, or edits an entry (`entry`) by its version; the number stays. */
export const DndFormDialog = ({ entry, onClose }: { entry?: DndEntry; onClose: () => void }) => {
  // Untyped like the shared form helpers: server field errors arrive as generic paths.
  const [form] = Form.useForm();
  const add = useAddDnd();
  const update = useUpdateDnd();
  const mobileRule = useMobileRule(LABELS.mobileNumber);
  const today = todayIn(useAccess().vertical.country);
  const saver = useDialogSave({ onSaved: onClose, onFailed: (e) => form.setFields(serverFieldErrors(e, LABELS)) });
  const submit = async () => {
    const v: DndValues = await form.validateFields();
    const fields = { reason: v.reason, channels: v.channels, expiresOn: v.expiresOn || null };
    await saver.save(async () => {
      if (entry) {
        await update.mutateAsync({ id: entry.id, body: { ...fields, version: entry.version } });
        return PREFERENCE_MESSAGES.dndUpdated;
      }
      await add.mutateAsync({ mobileNumber: v.mobileNumber, ...fields });
      return PREFERENCE_MESSAGES.dndAdded;
    });
  };
  return (
    <FormModal
      title={entry ? `DND entry ${entry.mobileNumber}` : 'Add DND number'}
      saveLabel={entry ? 'Save' : 'Add'}
      saving={saver.saving}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      width={entry ? 760 : undefined}
    >
      <Form
        form={form}
        // Field ids are prefixed by the form name: the grid's filter bar behind the dialog has a "mobileNumber" too.
        name="dnd-entry"
        layout="vertical"
        initialValues={
          entry
            ? {
                mobileNumber: entry.mobileNumber,
                reason: entry.reason,
                channels: entry.channels,
                expiresOn: entry.expiresOn ?? '',
              }
            : { channels: ['CALL', 'SMS', 'WHATSAPP', 'EMAIL'] }
        }
      >
        <Form.Item name="mobileNumber" label={LABELS.mobileNumber} rules={entry ? [] : [mobileRule]}>
          <Input disabled={Boolean(entry)} inputMode="tel" autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item name="reason" label={LABELS.reason} rules={[zodRule(dndInput.shape.reason, LABELS.reason)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="channels" label={LABELS.channels} rules={[zodRule(dndInput.shape.channels, LABELS.channels)]}>
          <Checkbox.Group options={CHANNEL_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="expiresOn"
          label={LABELS.expiresOn}
          extra="Leave empty to keep the number listed until removed."
          rules={[lastDayRule(today)]}
        >
          <DateInput min={today} />
        </Form.Item>
      </Form>
      {entry && <AuditTrail endpoints={preferenceEndpoints.audit.dnd} id={entry.id} listGridKey={DND_GRID_KEY} />}
    </FormModal>
  );
};
