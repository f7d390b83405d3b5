import { pincodeInput, pincodeUpdate, type Pincode } from '@b2c/contracts';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
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
 * A pincode of a city. SPEC §8 gives pincode saves no toast wording, so a successful save just
 * returns to the grid (where the row shows); failures still toast the server's message.
 */
export const PincodeForm = ({ pincode, onReload }: { pincode?: Pincode; onReload?: () => void }) => {
  const create = useCreatePincode();
  const update = useUpdatePincode(pincode?.id ?? 0);
  return (
    <EntityForm
      fields={PINCODE}
      noun="pincode"
      row={pincode}
      initialValues={pincode ?? { serviceable: true, active: true }}
      create={{ schema: pincodeInput, save: create.mutateAsync }}
      update={{ schema: pincodeUpdate, save: update.mutateAsync }}
      listPath="/masterdata/pincode"
      onReload={onReload}
    >
      <Field name="pincode" />
      <Field name="cityCode">
        <CitySelect />
      </Field>
      <Field name="area" />
      <Field name="serviceable" span="quarter" toggle />
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
