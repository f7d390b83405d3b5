import { useCallback, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { isConflict } from './form-errors.ts';

interface DialogSaveOptions {
  /** After the success toast, e.g. closing the dialog. */
  onSaved: () => void;
  /** Before the failure toast, e.g. putting the server's 400 entries next to the fields. */
  onFailed?: (error: unknown) => void;
}

/**
 * The save path of a dialog: busy while the write runs, its message as the success toast and then
 * `onSaved`; on failure the server's message as the toast, and a 409 kept as `conflict` so the dialog
 * can offer a reload without throwing away what the user typed.
 * @example const saver = useDialogSave({ onSaved: onClose }); saver.save(async () => (await mutate(body)).message);
 */
export const useDialogSave = ({ onSaved, onFailed }: DialogSaveOptions) => {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | undefined>();

  /** `write` performs the save and resolves to the success toast's text. */
  const save = useCallback(
    async (write: () => Promise<string>) => {
      setSaving(true);
      try {
        const message = await write();
        setConflict(undefined);
        toast('success', message);
        onSaved();
      } catch (error) {
        onFailed?.(error);
        if (isConflict(error)) setConflict(errorMessage(error));
        toast('error', errorMessage(error));
      } finally {
        setSaving(false);
      }
    },
    [onSaved, onFailed],
  );

  return { save, saving, conflict, clearConflict: useCallback(() => setConflict(undefined), []) };
};

export type DialogSaver = ReturnType<typeof useDialogSave>;
