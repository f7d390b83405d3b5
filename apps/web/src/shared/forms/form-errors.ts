import { MESSAGES, speakCodes } from '@b2c/domain';
import { fieldLabel, fieldSentence } from '@b2c/contracts';
import { isApiError } from '../api/api-error.ts';

/** A form field's path as antd's Form names it: 'name', or ['availability', 2, 'from']. */
export type FieldPath = (string | number)[];
export interface FieldError {
  name: FieldPath;
  errors: string[];
}
/** Field labels by top-level field name, so messages read "Name must have …" instead of "must have …". */
export type FieldLabels = Readonly<Record<string, string>>;

/** The part of a zod issue the forms read. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  /** zod's expected type of a wrong-typed value: 'array' marks a multiple choice left empty. */
  expected?: unknown;
}
/**
 * What the forms need of a contract schema: zod's `safeParse`. Structural, so the panel depends on
 * the contracts' schemas and not on zod itself.
 */
export interface ContractSchema<T = unknown> {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Inputs give '' when cleared; the contracts treat an absent value as "not given" (and apply defaults). */
export const blankToUndefined = (value: unknown): unknown => (isBlank(value) ? undefined : value);

/**
 * The contracts' messages (their own and zod's, worded by the contracts' plain messages) follow the
 * field's label: "Listing price must be at most 1,000,000,000,000." — the API says the same sentence.
 * A missing value reads "X is required.".
 */
export const fieldMessage = (label: string, message: string, value: unknown, expected?: unknown): string => {
  // A multiple choice left empty: "Countries is required." read as a code's message (issue 24).
  const emptyList = Array.isArray(value) ? value.length === 0 : isBlank(value) && expected === 'array';
  if (emptyList) return `${label}: choose at least one.`;
  // An optional field accepts a blank value, so a blank one that fails is a required one left empty.
  if (isBlank(value)) return `${label} is required.`;
  return fieldSentence(label, message);
};

const labelOf = (labels: FieldLabels, path: readonly PropertyKey[]) => {
  const head = path[0];
  return typeof head === 'string' ? (labels[head] ?? fieldLabel(head)) : 'Value';
};

const valueAt = (source: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    source,
  );

const toFieldPath = (path: readonly PropertyKey[]): FieldPath =>
  path.filter((p): p is string | number => typeof p !== 'symbol');

/** Zod issues of a whole payload as per-field errors for `form.setFields`. */
export const issuesToFieldErrors = (
  issues: readonly SchemaIssue[],
  payload: unknown,
  labels: FieldLabels,
): FieldError[] =>
  issues.map((issue) => ({
    name: toFieldPath(issue.path),
    errors: [fieldMessage(labelOf(labels, issue.path), issue.message, valueAt(payload, issue.path), issue.expected)],
  }));

/**
 * Validates a whole payload with its contract schema before it is sent; the issues come back per field.
 * An empty list means the payload is valid.
 * @example const errors = zodFieldErrors(locationInput, payload, LOCATION_LABELS); if (errors.length) form.setFields(errors);
 */
export const zodFieldErrors = (schema: ContractSchema, payload: unknown, labels: FieldLabels): FieldError[] => {
  const parsed = schema.safeParse(payload);
  return parsed.success ? [] : issuesToFieldErrors(parsed.error.issues, payload, labels);
};

/**
 * The API's 400 answer (and its 409 for a duplicate: a name another record holds) names fields as
 * `body.<field>`, or `body.0.<field>` when the body is the SPEC's list of saved items; both land on the
 * form's `<field>`. Anything else gives no field errors.
 */
export const serverFieldErrors = (error: unknown, labels: FieldLabels): FieldError[] => {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409) || !error.body?.validation) return [];
  return error.body.validation.flatMap((entry) => {
    const segments = entry.field.split('.');
    if (segments[0] !== 'body') return [];
    const rest = segments.slice(1).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const path = typeof rest[0] === 'number' ? rest.slice(1) : rest;
    if (path.length === 0) return [];
    return [{ name: path, errors: [fieldMessage(labelOf(labels, path), entry.message, 'given')] }];
  });
};

/**
 * SPEC §8: zone, route, location and driver saves (`withStatus`) show the server's message with the
 * status code; every other save shows the message alone (issue 24: "400: Username … already taken" was
 * on the user form). Without a message, driver and location creates (`createFallbacks`) say the 400 or
 * the unknown-error message; other saves the general fallback.
 * @example toast('error', saveFailureMessage(err, { withStatus: true, createFallbacks: true })) // "409: A driver with mobile … already exists."
 */
export const saveFailureMessage = (
  error: unknown,
  options: { createFallbacks?: boolean; withStatus?: boolean } = {},
): string => {
  const status = isApiError(error) ? error.status : 0;
  const server = isApiError(error) ? error.body?.message?.trim() : undefined;
  if (server) return options.withStatus ? `${status}: ${speakCodes(server)}` : speakCodes(server);
  if (options.createFallbacks) return status === 400 ? MESSAGES.invalidData : MESSAGES.unknownError;
  return MESSAGES.fallbackError;
};

/**
 * A 409 on an edit: someone saved the row first; the user's input stays. A 409 naming a field is a
 * duplicate value instead, shown under that field: reloading the record would not help.
 */
export const isConflict = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && !error.body?.validation?.length;
