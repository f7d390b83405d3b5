import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT_DAYJS } from '@b2c/domain';
import type { GridFilterField, GridFilters } from './data-grid-types.ts';

type FormValues = Record<string, string | Dayjs | null | undefined>;

const toFormValues = (fields: readonly GridFilterField[], filters: GridFilters): FormValues =>
  Object.fromEntries(
    fields.map((f) => {
      const value = filters[f.name];
      if (f.type === 'date') return [f.name, value ? dayjs(value, DATE_FORMAT_DAYJS) : null];
      return [f.name, value];
    }),
  );

const toFilters = (values: FormValues): GridFilters => {
  const filters: GridFilters = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value.replace(/[\r\n]+/g, ' ').trim() : value.format(DATE_FORMAT_DAYJS);
    if (text !== '') filters[name] = text;
  }
  return filters;
};

interface FilterBarProps {
  fields: readonly GridFilterField[];
  filters: GridFilters;
  onSearch: (filters: GridFilters) => void;
}

/** The screen's filter fields; Enter or Search applies them, Reset clears them. */
export const FilterBar = ({ fields, filters, onSearch }: FilterBarProps) => {
  const [form] = Form.useForm<FormValues>();
  // Saved searches and Back change the URL; the form follows.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, filters));
  }, [form, fields, filters]);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(toFilters(values))}
      aria-label="Filters"
      role="search"
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} style={{ marginBottom: 8 }}>
          {f.type === 'select' ? (
            <Select
              allowClear
              style={{ minWidth: 160 }}
              options={f.options ? [...f.options] : []}
              placeholder={f.placeholder}
            />
          ) : f.type === 'date' ? (
            <DatePicker format={DATE_FORMAT_DAYJS} placeholder={f.placeholder} />
          ) : (
            <Input allowClear placeholder={f.placeholder} />
          )}
        </Form.Item>
      ))}
      <Form.Item style={{ marginBottom: 8 }}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
          <Button onClick={() => onSearch({})}>Reset</Button>
        </Space>
      </Form.Item>
    </Form>
  );
};
