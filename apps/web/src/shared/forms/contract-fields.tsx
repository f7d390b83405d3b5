import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Col, Form, Input, Switch, type InputProps } from 'antd';
import { isBlank, type ContractSchema, type FieldLabels } from './form-errors.ts';
import { zodRule, type ValidatorRule } from './zod-rule.ts';

/**
 * What a form holds for a contract schema: zod's input type (`z.input<S>`), spelled structurally so the
 * panel depends on the contracts' schemas and not on zod itself.
 */
export type ContractInput<S> = S extends { _zod: { input: infer I } } ? I : never;

/** A contract object schema: its fields are what the form's fields check. */
export type ContractObject = ContractSchema & { shape: Readonly<Record<string, ContractSchema>> };

/**
 * A text field's limit as the contract (and so the API) has it: zod's `maxLength` of the string, found
 * through optional, nullable and default wrappers. None for schemas without one.
 */
export const maxLengthOf = (schema: unknown): number | undefined => {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if ('maxLength' in schema && typeof schema.maxLength === 'number') return schema.maxLength;
  if ('unwrap' in schema && typeof schema.unwrap === 'function') return maxLengthOf(schema.unwrap());
  return undefined;
};

/** A field the contract cannot do without: a missing value fails it (defaults and optionals do not). */
export const isRequiredBy = (schema: ContractSchema): boolean => !schema.safeParse(undefined).success;

/** Column widths of the form grid. */
export const SPANS = {
  full: { xs: 24 },
  half: { xs: 24, md: 12 },
  third: { xs: 24, md: 8 },
  quarter: { xs: 12, md: 6 },
} as const;

/** What an edit form knows of the saved row: fields set once on create (`fixed`) are locked by it. */
export interface EditingState {
  /** The saved row's values; undefined on a create. */
  saved: Readonly<Record<string, unknown>> | undefined;
  /** The update contract's fields: what a fixed field still blank on the saved row is checked with. */
  updateShape: Readonly<Record<string, ContractSchema>> | undefined;
}

export const EditingContext = createContext<EditingState>({ saved: undefined, updateShape: undefined });

export interface ContractFieldProps<K extends string> {
  name: K;
  span?: keyof typeof SPANS;
  /**
   * Given on create and kept ever after (a code others refer to): disabled and unchecked on an edit. A
   * row saved without it (a location from before codes) may still be given it, as the update checks it.
   */
  fixed?: boolean;
  /** A boolean shown as a switch. */
  toggle?: boolean;
  /** The input; a text input limited to the contract's length by default. */
  children?: ReactElement;
  extra?: ReactNode;
  /** Rewrites what is typed as it is typed (e.g. into capitals). */
  normalize?: (value: string | undefined) => string | undefined;
  /**
   * Required although the contract lets it be blank, because the API refuses it blank in this vertical
   * (a dealer's network type in IN and AU): marked, and a blank one refused before sending.
   */
  required?: boolean;
  /** Checks beyond the contract's that the API makes per vertical (a pincode's length), after it. */
  rules?: ValidatorRule[];
}

export interface ContractFields<K extends string, S> {
  /** The contract schema; its input type is the form's values type. */
  schema: S;
  labels: FieldLabels & Readonly<Record<K, string>>;
  /** One field in its grid column: label, required mark and rules from the contract. */
  Field: (props: ContractFieldProps<K>) => ReactElement;
}

/**
 * The fields of a form over a contract object schema: each checks what the server checks, with the
 * server's length limit, labelled for the messages.
 * @example const { Field, labels } = contractFields(zoneInput, { code: 'Code', name: 'Name', … }); <Field name="code" fixed />
 */
export const contractFields = <S extends ContractObject, K extends keyof S['shape'] & string>(
  schema: S,
  labels: FieldLabels & Readonly<Record<K, string>>,
): ContractFields<K, S> => {
  const Field = ({
    name,
    span = 'half',
    fixed,
    toggle,
    children,
    extra,
    normalize,
    ...more
  }: ContractFieldProps<K>) => {
    const { saved, updateShape } = useContext(EditingContext);
    const editing = saved !== undefined;
    const locked = Boolean(fixed && editing && !isBlank(saved[name]));
    const field = fixed && editing ? updateShape?.[name] : schema.shape[name];
    // antd types names by the form's values; the kit's forms are keyed by the contract's field names.
    const itemName: string = name;
    // `disabled` undefined, not false, when not locked: a read-only form's `disabled` must still reach it.
    const input = toggle ? (
      <Switch />
    ) : children ? (
      limited(children, field)
    ) : (
      <TextInput schema={field} disabled={locked || undefined} />
    );
    return (
      <Col {...SPANS[span]}>
        <Form.Item
          name={itemName}
          label={labels[name]}
          required={!locked && !toggle && ((field !== undefined && isRequiredBy(field)) || more.required === true)}
          rules={locked || toggle || !field ? [] : fieldRules(field, labels[name], more)}
          valuePropName={toggle ? 'checked' : 'value'}
          extra={extra}
          normalize={normalize}
        >
          {input}
        </Form.Item>
      </Col>
    );
  };
  return { schema, labels, Field };
};

/** The contract's rule, then a blank refused when the vertical requires the field, then the vertical's own checks. */
const fieldRules = (
  field: ContractSchema,
  label: string,
  more: Pick<ContractFieldProps<string>, 'required' | 'rules'>,
): ValidatorRule[] => [...(more.required ? [requiredRule(label)] : []), zodRule(field, label), ...(more.rules ?? [])];

const requiredRule = (label: string): ValidatorRule => ({
  validator: async (_rule, value) => {
    if (isBlank(value)) throw new Error(`${label} is required.`);
  },
});

const TEXT_INPUTS: unknown[] = [Input, Input.TextArea, Input.Password];

/**
 * A form's own text input (a text area, an e-mail input) takes the contract's length limit too, so no
 * field lets the user type more than the API keeps; other inputs (selects, switches) are left as given.
 */
const limited = (child: ReactElement, schema: unknown): ReactElement => {
  const max = maxLengthOf(schema);
  const props = child.props as { maxLength?: number };
  if (max === undefined || props.maxLength !== undefined || !TEXT_INPUTS.includes(child.type)) return child;
  return cloneElement(child as ReactElement<{ maxLength?: number }>, { maxLength: max });
};

/** Form.Item passes value, onChange and id through. */
const TextInput = ({ schema, ...props }: InputProps & { schema: unknown }) => (
  <Input {...props} autoComplete="off" maxLength={maxLengthOf(schema)} />
);
