import { useState } from 'react';
import { Form } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import { INVENTORY_ACTION_BODIES } from '@b2c/contracts';
import type { InventoryUpdateAction } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { isConflict, serverFieldErrors, zodFieldErrors } from '../../shared/forms/form-errors.ts';
import { toast } from '../../shared/ui/toast.ts';
import { ActionFields } from './inventory-action-fields.tsx';
import { InventoryFormModal } from './inventory-form-modal.tsx';
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
  const [conflict, setConflict] = useState<string | undefined>();
  const title = actionLabel(action, car);

  const submit = async (values: ActionFormValues) => {
    const payload = actionPayload(action, values, car);
    const errors = zodFieldErrors(INVENTORY_ACTION_BODIES[action], payload, ACTION_FIELD_LABELS);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ ...e, name: e.name.length > 0 ? e.name : ['remarks'] })));
      return;
    }
    try {
      const result = await mutation.mutateAsync({ action, body: payload });
      setConflict(undefined);
      toast('success', successToast(action, result.message, payload.reserveStatus === true));
      onClose();
    } catch (error) {
      form.setFields(serverFieldErrors(error, ACTION_FIELD_LABELS));
      if (isConflict(error)) setConflict(errorMessage(error));
      toast('error', errorMessage(error));
    }
  };

  return (
    <InventoryFormModal
      title={title}
      saveLabel={title}
      saving={mutation.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
      conflict={conflict}
      onReload={() => {
        setConflict(undefined);
        onReload();
      }}
    >
      <Form
        form={form}
        name="inventory-action"
        layout="vertical"
        initialValues={initialActionValues(action, car)}
        onFinish={(v: ActionFormValues) => void submit(v)}
      >
        <ActionFields action={action} car={car} />
      </Form>
    </InventoryFormModal>
  );
};
