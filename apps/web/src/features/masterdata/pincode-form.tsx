import { pincodeInput, pincodeUpdate, type Pincode } from '@b2c/contracts';
import { MESSAGES, PINCODE_DIGITS } from '@b2c/domain';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { CitySelect } from './city-select.tsx';
import { useCreatePincode, useUpdatePincode } from './pincode-api.ts';

const PINCODE = contractFields(pincodeInput, {
  pincode: 'Pincode',
  cityCode: 'City',
  area: 'Area',
  serviceable: 'Serviceable',
  active: 'Active',
});
const { Field } = PINCODE;

/**
 * A pincode of a city. SPEC §8 gives pincode saves no toast wording; they toast like every other
 * master-data save. The contract checks digits; the server checks the country's length, which the
 * field names under it.
 */
export const PincodeForm = ({ pincode, onReload }: { pincode?: Pincode; onReload?: () => void }) => {
  const create = useCreatePincode();
  const update = useUpdatePincode(pincode?.id ?? 0);
  const digits = PINCODE_DIGITS[useAccess().vertical.country];
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={PINCODE}
      noun="pincode"
      row={pincode}
      initialValues={pincode ?? { serviceable: true, active: true }}
      create={{ schema: pincodeInput, save: create.mutateAsync, successMessage: MESSAGES.pincodeSaved }}
      update={{ schema: pincodeUpdate, save: update.mutateAsync, successMessage: MESSAGES.pincodeUpdated }}
      listPath="/masterdata/pincode"
      onReload={onReload}
    >
      <Field name="pincode" extra={digits ? `${digits} digits` : undefined} />
      <Field name="cityCode">
        <CitySelect />
      </Field>
      <Field name="area" />
      <Field name="serviceable" span="quarter" toggle />
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
