import { useMemo, useState } from 'react';
import { AutoComplete, Button, Form, Select } from 'antd';
import type { City } from '@b2c/contracts';
import {
  CITY_SEARCH_DEBOUNCE_MS,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  MESSAGES,
  type LocationType,
} from '@b2c/domain';
import { useCitySearch } from '../../shared/resources/cities.ts';
import { useActiveLocationsOfTypeIn } from '../../shared/resources/locations.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface ChosenLocation {
  code: string;
  name: string;
}

interface Values {
  locationType?: LocationType;
  city?: string;
  locationCode?: string;
}

/** SPEC §2 step 1 "Choose Location": type, then city (autocomplete), then the location; Submit needs a location. */
export const StockInLocationStep = ({ onChosen }: { onChosen: (location: ChosenLocation) => void }) => {
  const [form] = Form.useForm<Values>();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<City | undefined>();
  const prefix = useDebouncedValue(cityText.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const cities = useCitySearch(prefix);
  const locationType = Form.useWatch('locationType', form);
  const locationCode = Form.useWatch('locationCode', form);
  const locations = useActiveLocationsOfTypeIn(locationType, city?.code);

  const cityOptions = useMemo(
    () => (cities.data ?? []).map((c) => ({ value: c.name, label: c.name, key: c.code })),
    [cities.data],
  );
  const locationOptions = useMemo(
    () => (locations.data ?? []).map((l) => ({ value: l.code, label: l.name })),
    [locations.data],
  );

  const clearLocation = () => form.setFieldValue('locationCode', undefined);
  const submit = (values: Values) => {
    const chosen = locations.data?.find((l) => l.code === values.locationCode);
    if (chosen) onChosen({ code: chosen.code, name: chosen.name });
  };

  return (
    // The form name prefixes its field ids: the page behind the modal may have a `locationCode` field too.
    <Form form={form} name="stock-in-location" layout="vertical" onFinish={submit} requiredMark>
      <h3 className="stock-in-step-title">{MESSAGES.chooseLocation}</h3>
      <Form.Item
        name="locationType"
        label="Location Type"
        rules={[{ required: true, message: MESSAGES.locationTypeRequired }]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Select
          placeholder="Select location type"
          options={LOCATION_TYPES.map((t) => ({ value: t, label: LOCATION_TYPE_LABELS[t] }))}
          onChange={clearLocation}
          allowClear
        />
      </Form.Item>
      <Form.Item
        name="city"
        label="City"
        validateTrigger={['onBlur']}
        rules={[
          { required: true, whitespace: true, message: MESSAGES.cityRequired },
          {
            validator: async (_, value: string | undefined) => {
              // Typed text that is not a chosen city: the location search needs the city's code.
              if (value && value.trim() !== '' && (!city || city.name !== value))
                throw new Error(MESSAGES.cityIncorrect);
            },
          },
        ]}
      >
        <AutoComplete
          placeholder="Type a city name"
          options={cityOptions}
          onSearch={(text) => {
            setCityText(text);
            if (city && city.name !== text) {
              setCity(undefined);
              clearLocation();
            }
          }}
          onSelect={(_, option) => {
            const picked = cities.data?.find((c) => c.code === option.key);
            setCity(picked);
            clearLocation();
            void form.validateFields(['city']);
          }}
          // No "not found" popup: an open empty list leaves an invalid aria-activedescendant behind; the
          // field's own message ("Please enter correct city.") says it on leaving the field.
          notFoundContent={null}
        />
      </Form.Item>
      <Form.Item
        name="locationCode"
        label="Location"
        rules={[{ required: true, message: MESSAGES.locationRequired }]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Select
          placeholder={city && locationType ? 'Select location' : 'Choose a location type and a city first'}
          options={locationOptions}
          loading={locations.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!locationCode} block>
        Submit
      </Button>
    </Form>
  );
};
