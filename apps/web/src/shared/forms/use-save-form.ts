import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { toast } from '../ui/toast.ts';
import {
  isConflict,
  issuesToFieldErrors,
  saveFailureMessage,
  serverFieldErrors,
  type ContractSchema,
  type FieldLabels,
} from './form-errors.ts';

export interface SaveFormOptions<TPayload, TResult> {
  form: FormInstance;
  /** The contract schema the server validates the body with; the parsed value is what gets sent. */
  schema: ContractSchema<TPayload>;
  labels: FieldLabels;
  save: (payload: TPayload) => Promise<TResult>;
  /** SPEC §8 wording: "… saved successfully!" on create, "… updated successfully!" on edit; none where SPEC has none. */
  successMessage?: string;
  /** SPEC §8: driver and location creates fall back to the 400 / unknown-error messages. */
  createFallbacks?: boolean;
  /** SPEC §8: zone, route, location and driver saves show the status code before the server's message. */
  withStatus?: boolean;
  onSaved: (result: TResult) => void;
}

/**
 * The save path the master-data forms share: contract validation before sending (errors next to the
 * fields), the SPEC toasts, server 400 entries mapped back to fields, and a 409 kept as `conflict` so
 * the screen can say so without throwing away what the user typed.
 * @example const { submit, saving, conflict } = useSaveForm({ form, schema: zoneInput, labels, save, successMessage: MESSAGES.zoneSaved, onSaved });
 */
export const useSaveForm = <TPayload, TResult>(options: SaveFormOptions<TPayload, TResult>) => {
  const { form, schema, labels, save, successMessage, createFallbacks, withStatus, onSaved } = options;
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | undefined>();

  const submit = useCallback(
    async (draft: unknown) => {
      const parsed = schema.safeParse(draft);
      if (!parsed.success) {
        form.setFields(issuesToFieldErrors(parsed.error.issues, draft, labels));
        return;
      }
      setSaving(true);
      try {
        const result = await save(parsed.data);
        setConflict(undefined);
        if (successMessage) toast('success', successMessage);
        onSaved(result);
      } catch (error) {
        const message = saveFailureMessage(error, { createFallbacks, withStatus });
        form.setFields(serverFieldErrors(error, labels));
        if (isConflict(error)) setConflict(message);
        toast('error', message);
      } finally {
        setSaving(false);
      }
    },
    [form, schema, labels, save, successMessage, createFallbacks, withStatus, onSaved],
  );

  return { submit, saving, conflict, clearConflict: useCallback(() => setConflict(undefined), []) };
};
