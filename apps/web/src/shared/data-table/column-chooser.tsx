import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { GridColumn } from './data-grid-types.ts';

interface ColumnChooserProps<T> {
  columns: readonly GridColumn<T>[];
  visibleKeys: readonly string[];
  onChange: (keys: string[]) => void;
}

/** Checkboxes in a popover: Tab reaches each, Space toggles, Escape closes. */
export const ColumnChooser = <T,>({ columns, visibleKeys, onChange }: ColumnChooserProps<T>) => (
  <Popover
    trigger="click"
    placement="bottomRight"
    title="Columns"
    content={
      <Checkbox.Group
        value={[...visibleKeys]}
        onChange={(keys) => onChange(keys.map(String))}
        aria-label="Visible columns"
      >
        <Flex vertical gap={4}>
          {columns.map((c) => (
            <Checkbox key={c.key} value={c.key} disabled={visibleKeys.length === 1 && visibleKeys[0] === c.key}>
              {c.title}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    }
  >
    <Button icon={<SettingOutlined />}>Columns</Button>
  </Popover>
);
