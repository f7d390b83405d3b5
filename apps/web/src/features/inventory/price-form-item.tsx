import { Form } from 'antd';
import { priceField } from '@b2c/contracts';
import { priceProblem, type Country } from '@b2c/domain';
import { NumberInput } from '../../shared/forms/number-input.tsx';

/**
 * What is wrong with a typed price, in the words the API uses: the vertical's bound (domain
 * `priceProblem`), then the contract's shape (`priceField`: at most 2 decimals). Null when it is a price.
 */
export const priceInputProblem = (value: number, country: Country): string | null => {
  const bound = priceProblem(value, country);
  if (bound) return bound;
  const shape = priceField.safeParse(value);
  return shape.success ? null : (shape.error.issues[0]?.message ?? 'is not a price');
};

interface Props {
  name: string;
  label: string;
  /** Who the error speaks of ("Listing price must be more than 0."); the label when not given. */
  subject?: string;
  country: Country;
}

/**
 * Every price input of a car (its price dialogs, an approver's modified value), through the number kit
 * (no antd clamp or rounding: −1 became 0.01 and was applied, issue 24); the rule shows the bound as an
 * error and the typed value stays as typed.
 */
export const PriceFormItem = ({ name, label, subject = label, country }: Props) => (
  <Form.Item
    name={name}
    label={label}
    rules={[
      { required: true, message: `${label} is required.` },
      {
        validator: async (_, value: number | null | undefined) => {
          const problem = value === null || value === undefined ? null : priceInputProblem(value, country);
          if (problem) throw new Error(`${subject} ${problem}.`);
        },
      },
    ]}
  >
    <NumberInput step={1000} />
  </Form.Item>
);
