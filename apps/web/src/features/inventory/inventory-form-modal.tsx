import type { ReactNode } from 'react';
import type { DialogSaver } from '../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { ConflictAlert } from './inventory-conflict-alert.tsx';

interface InventoryFormModalProps {
  title: string;
  saveLabel: string;
  /** The form's save path: whether it is busy and the 409 message of the last save, if it was stale. */
  saver: Pick<DialogSaver, 'saving' | 'conflict' | 'clearConflict'>;
  onSave: () => void;
  onClose: () => void;
  /** Fetches the latest car once the conflict is dismissed; the form keeps what the user typed. */
  onReload: () => void;
  children: ReactNode;
}

/** The car's forms: the shared dialog frame with this page's stale-save alert above the fields. */
export const InventoryFormModal = ({
  title,
  saveLabel,
  saver,
  onSave,
  onClose,
  onReload,
  children,
}: InventoryFormModalProps) => (
  <FormModal title={title} saveLabel={saveLabel} saving={saver.saving} onSave={onSave} onClose={onClose}>
    {saver.conflict ? (
      <ConflictAlert
        message={saver.conflict}
        onReload={() => {
          saver.clearConflict();
          onReload();
        }}
      />
    ) : null}
    {children}
  </FormModal>
);
