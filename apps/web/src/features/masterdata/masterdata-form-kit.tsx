import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import type { ContractSchema } from '../../shared/forms/form-errors.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';

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
