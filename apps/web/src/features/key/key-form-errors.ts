import { serverFieldErrors, type FieldLabels } from '../../shared/forms/form-errors.ts';

/**
 * The server's 400 entries placed on the dialog's fields: the key bodies are flat (`body.holder` →
 * `holder`), so each entry names a top-level field of the form's values.
 */
export const fieldErrorsFor = <V extends object>(error: unknown, labels: FieldLabels) =>
  serverFieldErrors(error, labels).map((e) => ({ name: String(e.name[0]) as keyof V & string, errors: e.errors }));
