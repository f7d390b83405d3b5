import { Select } from 'antd';
import { zoneInput, zoneUpdateBody, type Zone } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { useEveryLocation } from '../../shared/resources/locations.ts';
import { CitySelect } from './city-select.tsx';
import { useCreateZone, useUpdateZone } from './zone-api.ts';
import { paths } from '../../shared/routing/paths.ts';

const ZONE = contractFields(zoneInput, {
  code: 'Code',
  name: 'Name',
  cityCode: 'City',
  c2c: 'C2C zone',
  active: 'Active',
  locationCodes: 'Locations',
});
const { Field } = ZONE;
const NEW_ZONE = { c2c: false, active: true, locationCodes: [] };

/** A zone (SPEC §3): a code and the list of locations in it, picked from the vertical's locations. */
export const ZoneForm = ({ zone, onReload }: { zone?: Zone; onReload?: () => void }) => {
  const locations = useEveryLocation();
  const create = useCreateZone();
  const update = useUpdateZone(zone?.id ?? 0);
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={ZONE}
      noun="zone"
      row={zone}
      initialValues={zone ?? NEW_ZONE}
      create={{ schema: zoneInput, save: create.mutateAsync, successMessage: MESSAGES.zoneSaved, withStatus: true }}
      update={{
        schema: zoneUpdateBody,
        save: update.mutateAsync,
        successMessage: MESSAGES.zoneUpdated,
        withStatus: true,
      }}
      capitals={['code']}
      listPath={paths.masterdata.list('zones')}
      onReload={onReload}
    >
      <Field name="code" fixed />
      <Field name="name" />
      <Field name="cityCode">
        <CitySelect />
      </Field>
      <Field name="c2c" span="quarter" toggle />
      <Field name="active" span="quarter" toggle />
      <Field name="locationCodes" span="full">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={locations.isLoading}
          options={(locations.data ?? []).map((l) => ({ label: `${l.name} (${l.code})`, value: l.code }))}
        />
      </Field>
    </EntityForm>
  );
};
