import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';

interface FormModalProps {
  title: ReactNode;
  /** The primary button's text, e.g. the action's name. */
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The work is done (a bulk run's results are on screen): Close is the only way on. */
  done?: boolean;
  saveDisabled?: boolean;
  /** The save cannot be undone (a rejection): the button says so in red. */
  danger?: boolean;
  width?: number;
  /**
   * The button that leaves without saving; "Cancel" by default. A dialog whose action is itself a cancel
   * names it for what it keeps ("Keep request"), so two buttons never both say Cancel.
   */
  cancelLabel?: string;
  children: ReactNode;
}

/**
 * The frame every dialog of the panel shares: Cancel beside the primary save while the form is open,
 * a single Close once the work is done; the content is unmounted on close so each opening starts fresh.
 */
export const FormModal = ({
  title,
  saveLabel,
  saving,
  onSave,
  onClose,
  done = false,
  saveDisabled = false,
  danger = false,
  width,
  cancelLabel = 'Cancel',
  children,
}: FormModalProps) => (
  <Modal
    open
    title={title}
    onCancel={onClose}
    destroyOnHidden
    {...(width ? { width } : {})}
    footer={
      done
        ? [
            <Button key="close" type="primary" onClick={onClose}>
              Close
            </Button>,
          ]
        : [
            <Button key="cancel" onClick={onClose}>
              {cancelLabel}
            </Button>,
            <Button key="save" type="primary" danger={danger} loading={saving} disabled={saveDisabled} onClick={onSave}>
              {saveLabel}
            </Button>,
          ]
    }
  >
    {children}
  </Modal>
);
