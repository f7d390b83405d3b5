import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** A list page's "Add …" button: opens the entity's add screen. */
export const AddButton = ({ to, children }: { to: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
};
