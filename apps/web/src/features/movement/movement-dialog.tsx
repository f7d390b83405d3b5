import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import type { MovementView } from '@b2c/contracts';
import { formName } from '../../shared/forms/form-name.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import type { MovementWrite } from './movement-api.ts';
import { useRunMovementWrite } from './use-run-movement-write.ts';

interface MovementDialogProps<V> {
  view: MovementView;
  title: string;
  /** The submit button's text; defaults to the title. */
  submitLabel?: string;
  initialValues?: Partial<V>;
  /** The write the form's values stand for. */
  toWrite: (values: V) => MovementWrite;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** One movement form in a modal: antd validation, then the write with SPEC's toasts; closes on success. */
export const MovementDialog = <V extends object>({
  view,
  title,
  submitLabel,
  initialValues,
  toWrite,
  onClose,
  children,
}: MovementDialogProps<V>) => {
  const [form] = Form.useForm<V>();
  const { run, isPending } = useRunMovementWrite(view);
  const submit = async (values: V) => {
    if (await run(toWrite(values))) onClose();
  };
  return (
    <FormModal
      title={title}
      saveLabel={submitLabel ?? title}
      saving={isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<V>
        form={form}
        name={formName(title)}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void submit(v)}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </FormModal>
  );
};
