import { blankToUndefined, fieldMessage, type ContractSchema } from './form-errors.ts';

/** What antd's Form.Item `rules` accepts; declared here so forms need not reach into antd's internals. */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form rule from one field's contract schema, so the form checks each field as the user
 * leaves it, with the same rules the server applies.
 * @example <Form.Item name="name" label="Name" rules={[zodRule(locationInput.shape.name, 'Name')]}>
 */
export const zodRule = (schema: ContractSchema, label: string): ValidatorRule => ({
  validator: async (_rule, value) => {
    const parsed = schema.safeParse(blankToUndefined(value));
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) throw new Error(fieldMessage(label, issue.message, value, issue.expected));
  },
});
