import { Select, type SelectProps } from 'antd';
import { useCities } from '../../shared/resources/cities.ts';

/** The country's cities as "Name (CODE)", searchable by either; a Form.Item passes value and onChange through. */
export const CitySelect = (props: SelectProps<string>) => {
  const cities = useCities();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={cities.isLoading}
      options={(cities.data ?? []).map((c) => ({ label: `${c.name} (${c.code})`, value: c.code }))}
    />
  );
};
