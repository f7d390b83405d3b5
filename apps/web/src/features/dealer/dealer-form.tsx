import { Select } from 'antd';
import { dealerInput, dealerUpdateBody, type Dealer } from '@b2c/contracts';
import { DEALER_MESSAGES, LOCATION_TYPE_LABELS, PINCODE_DIGITS, pincodeProblem, type Country } from '@b2c/domain';
import { contractFields, maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { AddressLookup } from '../../shared/forms/address-lookup.tsx';
import { coordinateRule } from '../../shared/forms/coordinate-rule.ts';
import type { ValidatorRule } from '../../shared/forms/zod-rule.ts';
import { useCities } from '../../shared/resources/cities.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useCreateDealer, useDealerLocations, useUpdateDealer } from './dealer-api.ts';
import { networkTypeOptions } from './dealer-columns.tsx';
import { paths } from '../../shared/routing/paths.ts';

export const DEALER = contractFields(dealerInput, {
  code: 'Code',
  name: 'Name',
  networkType: 'Network type',
  cityCode: 'City',
  contactName: 'Contact name',
  contactMobile: 'Contact mobile',
  contactEmail: 'Contact e-mail',
  address: 'Address',
  pincode: 'Pincode',
  latitude: 'Latitude',
  longitude: 'Longitude',
  locationCodes: 'Dealer locations',
  capacity: 'Capacity (cars)',
  active: 'Active',
});
const { Field } = DEALER;
const NEW_DEALER = { active: true, locationCodes: [] };
const ADDRESS_MAX = maxLengthOf(dealerInput.shape.address);

/** The contract takes any country's 4 to 6 digits; the vertical's own length is checked as the API checks it. */
const pincodeRule = (country: Country): ValidatorRule => ({
  validator: async (_rule, value) => {
    const problem = typeof value === 'string' && value.trim() !== '' ? pincodeProblem(value.trim(), country) : null;
    if (problem) throw new Error(`${DEALER.labels.pincode} ${problem}.`);
  },
});

interface DealerFormProps {
  /** The dealer being edited; absent on /big-dealer/add. */
  dealer?: Dealer;
  onReload?: () => void;
}

/**
 * Create and edit form of a dealer of the big dealer network. Its sites are picked among the vertical's
 * Dealer and Dealer PNS locations; the network types are the country's (SPEC §3). A create opens the new
 * dealer; an edit stays, as its stock and audit trail sit below.
 */
export const DealerForm = ({ dealer, onReload }: DealerFormProps) => {
  const { vertical } = useAccess();
  const cities = useCities();
  const locations = useDealerLocations();
  const create = useCreateDealer();
  const update = useUpdateDealer(dealer?.id ?? 0);
  const networkTypes = networkTypeOptions(vertical.country);
  return (
    <EntityForm
      writeAccess="MANAGE_DEALERS"
      fields={DEALER}
      noun="dealer"
      row={dealer}
      initialValues={dealer ?? NEW_DEALER}
      create={{ schema: dealerInput, save: create.mutateAsync, successMessage: DEALER_MESSAGES.created }}
      update={{
        schema: dealerUpdateBody,
        save: update.mutateAsync,
        successMessage: DEALER_MESSAGES.updated,
        onSaved: () => undefined,
      }}
      capitals={['code']}
      listPath={paths.dealer.list()}
      onReload={onReload}
    >
      <Field
        name="code"
        fixed
        normalize={(value) => value?.toUpperCase()}
        extra={dealer ? 'A saved code never changes.' : 'Capital letters, digits, "_" or "-".'}
      />
      <Field name="name" />
      {networkTypes.length > 0 ? (
        // The API refuses a dealer without the country's network type (SPEC §3): marked and checked here too.
        <Field name="networkType" span="third" required>
          <Select allowClear options={networkTypes} />
        </Field>
      ) : null}
      <Field name="cityCode" span="third">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={cities.isLoading}
          options={(cities.data ?? []).map((c) => ({ label: `${c.name} (${c.code})`, value: c.code }))}
        />
      </Field>
      <Field name="capacity" span="third">
        <NumberInput />
      </Field>
      <Field name="contactName" span="third" />
      <Field name="contactMobile" span="third" extra="8 to 15 digits, optionally starting with +" />
      <Field name="contactEmail" span="third" />
      <Field
        name="address"
        span="full"
        extra="Type three letters to pick a place: it fills the city, pincode and coordinates."
      >
        <AddressLookup
          multiline
          maxLength={ADDRESS_MAX}
          fills={['address', 'cityCode', 'pincode', 'latitude', 'longitude']}
        />
      </Field>
      {PINCODE_DIGITS[vertical.country] === null ? null : (
        // The UAE keeps no postal codes (domain PINCODE_DIGITS): no field to fill there.
        <Field name="pincode" span="third" rules={[pincodeRule(vertical.country)]} />
      )}
      <Field
        name="latitude"
        span="third"
        rules={[coordinateRule(vertical.country, 'latitude', DEALER.labels.latitude)]}
      >
        <NumberInput step={0.000001} />
      </Field>
      <Field
        name="longitude"
        span="third"
        rules={[coordinateRule(vertical.country, 'longitude', DEALER.labels.longitude)]}
      >
        <NumberInput step={0.000001} />
      </Field>
      <Field name="locationCodes" span="full">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={locations.isLoading}
          options={(locations.data ?? []).map((l) => ({
            label: `${l.name} (${l.code}, ${LOCATION_TYPE_LABELS[l.locationType]})`,
            value: l.code,
          }))}
        />
      </Field>
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
