import { useNavigate } from 'react-router';
import { Button, Select, Space, type SelectProps } from 'antd';
import type { ContractSchema } from '../../shared/forms/form-errors.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useCities } from './masterdata-api.ts';

export const half = { xs: 24, md: 12 } as const;

/** Form.Item rules from a contract object schema's field, labelled for the messages. */
export const rulesFor =
  <K extends string>(shape: Readonly<Record<K, ContractSchema>>, labels: Readonly<Record<K, string>>) =>
  (field: K) => [zodRule(shape[field], labels[field])];

/** Save and Cancel under every master-data form; Cancel returns to the entity's grid. */
export const FormButtons = ({ saving, listPath }: { saving: boolean; listPath: string }) => {
  const navigate = useNavigate();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
      <Button onClick={() => void navigate(listPath)}>Cancel</Button>
    </Space>
  );
};

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
