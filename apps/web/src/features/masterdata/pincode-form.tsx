import { pincodeInput, pincodeUpdate, type Pincode } from '@b2c/contracts';
import { MESSAGES, PINCODE_DIGITS, pincodeProblem, type Country } from '@b2c/domain';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { CitySelect } from './city-select.tsx';
import { useCreatePincode, useUpdatePincode } from './pincode-api.ts';
import { paths } from '../../shared/routing/paths.ts';

const PINCODE = contractFields(pincodeInput, {
  pincode: 'Pincode',
  cityCode: 'City',
  area: 'Area',
  serviceable: 'Serviceable',
  active: 'Active',
});
const { Field } = PINCODE;

/**
 * The contract takes 4 to 6 digits (every country's); the vertical's own length is the domain's, which
 * the API checks too: the hint, the check and the server say one rule.
 */
const countryRule = (country: Country) => ({
  validator: async (_: unknown, value: unknown) => {
    const problem = typeof value === 'string' && value.trim() !== '' ? pincodeProblem(value.trim(), country) : null;
    if (problem) throw new Error(`${PINCODE.labels.pincode} ${problem}.`);
  },
});

/**
 * A pincode of a city. SPEC §8 gives pincode saves no toast wording; they toast like every other
 * master-data save. The contract checks digits; the server checks the country's length, which the
 * field names under it.
 */
export const PincodeForm = ({ pincode, onReload }: { pincode?: Pincode; onReload?: () => void }) => {
  const create = useCreatePincode();
  const update = useUpdatePincode(pincode?.id ?? 0);
  const { country } = useAccess().vertical;
  const digits = PINCODE_DIGITS[country];
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={PINCODE}
      noun="pincode"
      row={pincode}
      initialValues={pincode ?? { serviceable: true, active: true }}
      create={{ schema: pincodeInput, save: create.mutateAsync, successMessage: MESSAGES.pincodeSaved }}
      update={{ schema: pincodeUpdate, save: update.mutateAsync, successMessage: MESSAGES.pincodeUpdated }}
      listPath={paths.masterdata.list('pincode')}
      onReload={onReload}
    >
      <Field name="pincode" extra={digits ? `${digits} digits` : undefined} rules={[countryRule(country)]} />
      <Field name="cityCode">
        <CitySelect />
      </Field>
      <Field name="area" />
      <Field name="serviceable" span="quarter" toggle />
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
