/**
 * Shared helpers for the `as const` enumerations. Every enumeration is a readonly tuple so that the
 * type and the runtime list can never drift; these helpers keep the call sites free of casts.
 */

/** Display labels for an enumeration whose codes are not fit to show (SPEC shows the label). */
export type Labels<T extends string> = Readonly<Record<T, string>>;

/**
 * Narrows an unknown (a query parameter, a header, a row from the database) to a member of `values`.
 * @example isOneOf(DAYS, req.query.day) // day is now Day
 */
export const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * The label of a code, or the code itself when the enumeration has no label for it: a value written by
 * a newer server than the panel still renders as something readable instead of an empty cell.
 * @example labelOf(LOCATION_TYPE_LABELS, 'C2B_YARD') // 'C2B Yard'
 */
export const labelOf = <T extends string>(labels: Labels<T>, code: string): string =>
  (labels as Readonly<Record<string, string>>)[code] ?? code;
