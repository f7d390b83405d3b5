import { Form } from 'antd';
import { useCities } from '../resources/cities.ts';
import { placeFieldValues, type PlaceFieldValues } from '../places/place-fields.ts';
import { PlaceInput, type PlaceInputProps } from '../ui/place-input.tsx';

export interface AddressLookupProps extends Omit<PlaceInputProps, 'onPick'> {
  /** The form's fields a pick fills (named as in `PlaceFieldValues`); the others are left alone. */
  fills: readonly (keyof PlaceFieldValues)[];
}

/**
 * A form's address field with place lookup (issue 26): a picked place fills the address and whichever of
 * city, pincode, latitude and longitude the form has, then those fields are checked again.
 * @example <Field name="address"><AddressLookup multiline fills={['address', 'cityCode', 'latitude', 'longitude']} /></Field>
 */
export const AddressLookup = ({ fills, ...input }: AddressLookupProps) => {
  const form = Form.useFormInstance();
  const cities = useCities();
  return (
    <PlaceInput
      {...input}
      onPick={(place) => {
        const values = placeFieldValues(place, cities.data ?? []);
        const filled = Object.fromEntries(fills.flatMap((f) => (values[f] === undefined ? [] : [[f, values[f]]])));
        form.setFieldsValue(filled);
        void form.validateFields(Object.keys(filled)).catch(() => undefined);
      }}
    />
  );
};
