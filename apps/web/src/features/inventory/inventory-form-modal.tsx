import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { ConflictAlert } from './inventory-conflict-alert.tsx';

interface InventoryFormModalProps {
  title: string;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The 409 message of the last save, if it was stale. */
  conflict: string | undefined;
  /** Hides the conflict and fetches the latest car; the form keeps what the user typed. */
  onReload: () => void;
  children: ReactNode;
}

/** The frame every form on the car's page shares: Cancel / save footer and the stale-save alert. */
export const InventoryFormModal = ({
  title,
  saveLabel,
  saving,
  onSave,
  onClose,
  conflict,
  onReload,
  children,
}: InventoryFormModalProps) => (
  <Modal
    open
    title={title}
    onCancel={onClose}
    destroyOnHidden
    footer={[
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
      <Button key="save" type="primary" loading={saving} onClick={onSave}>
        {saveLabel}
      </Button>,
    ]}
  >
    {conflict ? <ConflictAlert message={conflict} onReload={onReload} /> : null}
    {children}
  </Modal>
);
