import type { ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance } from 'antd';
import type { MovementView } from '@b2c/contracts';
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
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={isPending} onClick={() => form.submit()}>
          {submitLabel ?? title}
        </Button>,
      ]}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
};
