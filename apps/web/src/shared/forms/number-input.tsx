import type { CSSProperties } from 'react';
// eslint-disable-next-line no-restricted-syntax -- the kit is the one place the panel takes antd's number input
import { InputNumber, Typography, type InputNumberProps } from 'antd';
import { fieldMessage, type ContractSchema } from './form-errors.ts';

/**
 * antd's InputNumber moves a number outside `min`/`max` to the bound and rounds it to `precision` when the
 * field loses focus: −3 became 1 and 99,999,999 became 999 without a word (issue 24, finding 16). The
 * kit's input takes neither prop; the value stays as typed and the contract's rule (`zodRule`, or
 * `numberProblem` outside a form) says the bound in words.
 */
export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max' | 'precision' | 'stringMode'>;

const fullWidth: CSSProperties = { width: '100%' };

/** Form.Item passes value, onChange and id through. */
export const NumberInput = ({ style, ...props }: NumberInputProps) => (
  <InputNumber<number> style={style ?? fullWidth} {...props} />
);

/**
 * What the contract says of a number outside a form (a table cell, a toolbar), worded after its label;
 * undefined when the contract takes it. A blank (null) value is checked as absent.
 * @example numberProblem(slotNodeConfigBody.shape.leadTimeMinutes, 'Lead time', -30) // "Lead time must be at least 0."
 */
export const numberProblem = (schema: ContractSchema, label: string, value: number | null): string | undefined => {
  const parsed = schema.safeParse(value ?? undefined);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? fieldMessage(label, issue.message, value) : undefined;
};

export interface CheckedNumberProps extends NumberInputProps {
  /** The contract field the value is sent as: its bounds are the check. */
  schema: ContractSchema;
  /** What the message calls the field. */
  label: string;
}

/** A number input outside a form: the value stays as typed and the contract's objection shows below it. */
export const CheckedNumber = ({ schema, label, value, ...props }: CheckedNumberProps) => {
  const problem = numberProblem(schema, label, value ?? null);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
      <NumberInput {...props} value={value} status={problem ? 'error' : undefined} />
      {problem ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </span>
  );
};
