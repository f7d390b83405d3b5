import { Select } from 'antd';
import { locationInput, locationUpdate, type LocationDetail } from '@b2c/contracts';
import { LOCATION_SUBTYPE_LABELS, LOCATION_SUBTYPES, MESSAGES, VEHICLE_TYPES } from '@b2c/domain';
import { contractFields, maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { AddressLookup } from '../../shared/forms/address-lookup.tsx';
import { coordinateRule } from '../../shared/forms/coordinate-rule.ts';
import { useCities } from '../../shared/resources/cities.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useCreateLocation, useUpdateLocation } from './location-api.ts';
import { cityOptions, LOCATION_TYPE_OPTIONS } from './location-columns.tsx';
import { LOCATION_LABELS, NEW_LOCATION, toFormValues, toLocationDraft } from './location-form-values.ts';
import { LocationTestDriveFields } from './location-test-drive-fields.tsx';
import { paths } from '../../shared/routing/paths.ts';

const LOCATION = contractFields(locationInput, LOCATION_LABELS);
const { Field } = LOCATION;
const ADDRESS_MAX = maxLengthOf(locationInput.shape.address);
const SUBTYPE_OPTIONS = LOCATION_SUBTYPES.map((s) => ({ label: LOCATION_SUBTYPE_LABELS[s], value: s }));

interface LocationFormProps {
  /** The row being edited; absent on /location/addlocation. */
  location?: LocationDetail;
  /** Refetches the row after a stale edit (409). */
  onReload?: () => void;
}

/**
 * Create and edit form of a store location. A create goes back to the grid; an edit stays, because
 * the hub media and the audit trail of the same location sit below the form. A location saved without
 * a code may be given one on an edit (the code field is fixed only once it holds a value).
 */
export const LocationForm = ({ location, onReload }: LocationFormProps) => {
  const { vertical } = useAccess();
  const cities = useCities();
  const create = useCreateLocation();
  const update = useUpdateLocation(location?.id ?? 0);
  const verticalOptions = VEHICLE_TYPES.map((t) => `${vertical.country}:${t}`).map((v) => ({ label: v, value: v }));
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={LOCATION}
      noun="location"
      row={location}
      initialValues={location ? toFormValues(location) : NEW_LOCATION}
      create={{
        schema: locationInput,
        save: create.mutateAsync,
        successMessage: MESSAGES.locationSaved,
        withStatus: true,
        createFallbacks: true,
      }}
      update={{
        schema: locationUpdate,
        save: update.mutateAsync,
        successMessage: MESSAGES.locationUpdated,
        withStatus: true,
        onSaved: () => undefined,
      }}
      toDraft={toLocationDraft}
      listPath={paths.location.list()}
      onReload={onReload}
    >
      <Field
        name="code"
        fixed
        extra={location ? 'A saved code never changes.' : 'Capital letters, digits, "_" or "-".'}
      />
      <Field name="name" />
      <Field name="cityCode">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={cityOptions(cities.data)}
          loading={cities.isLoading}
        />
      </Field>
      <Field name="locationType">
        <Select showSearch={{ optionFilterProp: 'label' }} options={LOCATION_TYPE_OPTIONS} />
      </Field>
      <Field name="locationSubtype">
        <Select showSearch={{ optionFilterProp: 'label' }} options={SUBTYPE_OPTIONS} />
      </Field>
      <Field name="servesVerticals" extra="Its own vertical is always included.">
        <Select mode="multiple" options={verticalOptions} />
      </Field>
      <Field name="address" span="full" extra="Type three letters to pick a place: it fills the city and coordinates.">
        <AddressLookup multiline maxLength={ADDRESS_MAX} fills={['address', 'cityCode', 'latitude', 'longitude']} />
      </Field>
      <Field
        name="latitude"
        span="quarter"
        rules={[coordinateRule(vertical.country, 'latitude', LOCATION_LABELS.latitude)]}
      >
        <NumberInput step={0.000001} />
      </Field>
      <Field
        name="longitude"
        span="quarter"
        rules={[coordinateRule(vertical.country, 'longitude', LOCATION_LABELS.longitude)]}
      >
        <NumberInput step={0.000001} />
      </Field>
      <Field name="holdingPeriodDays" span="quarter">
        <NumberInput />
      </Field>
      <Field name="active" span="quarter" toggle />
      <LocationTestDriveFields Field={Field} />
    </EntityForm>
  );
};
