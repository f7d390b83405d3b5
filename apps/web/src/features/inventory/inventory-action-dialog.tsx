import { Form } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import { INVENTORY_ACTION_BODIES } from '@b2c/contracts';
import type { InventoryUpdateAction } from '@b2c/domain';
import { serverFieldErrors, zodFieldErrors } from '../../shared/forms/form-errors.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { ActionFields } from './inventory-action-fields.tsx';
import { InventoryFormModal } from './inventory-form-modal.tsx';
import { LiveChangeAlert } from './inventory-live-change-alert.tsx';
import {
  ACTION_FIELD_LABELS,
  actionPayload,
  initialActionValues,
  type ActionFormValues,
} from './inventory-action-payload.ts';
import { actionLabel, successToast } from './inventory-action-rules.ts';
import { useInventoryAction } from './inventory-api.ts';

export { CONFLICT_TITLE } from './inventory-conflict-alert.tsx';

interface ActionDialogProps {
  car: InventoryDetail;
  action: InventoryUpdateAction;
  onClose: () => void;
  /** Fetches the latest version of the car; the form keeps what the user typed. */
  onReload: () => void;
}

/**
 * One action's form in a modal: checked with the action's contract schema before sending, sent with the
 * car's `version`, SPEC's toast on success, the server's message on failure. A 409 keeps the input and
 * offers a reload; the next save then goes with the reloaded version.
 */
export const InventoryActionDialog = ({ car, action, onClose, onReload }: ActionDialogProps) => {
  // Untyped like the shared form helpers: field errors arrive as generic paths from the contract schema.
  const [form] = Form.useForm();
  const mutation = useInventoryAction(car);
  const saver = useDialogSave({
    onSaved: onClose,
    onFailed: (error) => form.setFields(serverFieldErrors(error, ACTION_FIELD_LABELS)),
  });
  const title = actionLabel(action, car);

  const submit = (values: ActionFormValues) => {
    const payload = actionPayload(action, values, car);
    const errors = zodFieldErrors(INVENTORY_ACTION_BODIES[action], payload, ACTION_FIELD_LABELS);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ ...e, name: e.name.length > 0 ? e.name : ['remarks'] })));
      return;
    }
    void saver.save(async () => {
      const result = await mutation.mutateAsync({ action, body: payload });
      return successToast(action, result.message, payload.reserveStatus === true);
    });
  };

  return (
    <InventoryFormModal
      title={title}
      saveLabel={title}
      saver={saver}
      onSave={() => form.submit()}
      onClose={onClose}
      onReload={onReload}
    >
      <LiveChangeAlert appointmentId={car.appointmentId} onReload={onReload} />
      <Form
        form={form}
        name="inventory-action"
        layout="vertical"
        initialValues={initialActionValues(action, car)}
        onFinish={submit}
      >
        <ActionFields action={action} car={car} />
      </Form>
    </InventoryFormModal>
  );
};
