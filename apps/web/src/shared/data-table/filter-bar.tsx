import { useEffect, useRef, useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Select, Space, Tag } from 'antd';
import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT_DAYJS } from '@b2c/domain';
import { formName } from '../forms/form-name.ts';
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

/** The grid's fields out of the form's whole store. */
const pickFields = (fields: readonly GridFilterField[], values: FormValues): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));

const toFilters = (values: FormValues): GridFilters => {
  const filters: GridFilters = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value.replace(/[\r\n]+/g, ' ').trim() : value.format(DATE_FORMAT_DAYJS);
    if (text !== '') filters[name] = text;
  }
  return filters;
};

/**
 * The fields always in view: those marked `primary` (a grid's search box), else the first. With only
 * a few fields there is nothing worth folding away.
 */
export const primaryFilterNames = (fields: readonly GridFilterField[]): ReadonlySet<string> => {
  if (fields.length <= 3) return new Set(fields.map((f) => f.name));
  const marked = fields.filter((f) => f.primary);
  return new Set((marked.length > 0 ? marked : fields.slice(0, 1)).map((f) => f.name));
};

/** An applied filter as its tag reads: "Status: Ready for Sale", the option's label, not its code. */
export const filterTagText = (field: GridFilterField, value: string): string =>
  `${field.label}: ${field.options?.find((o) => o.value === value)?.label ?? value}`;

interface FilterBarProps {
  /** The grid's key: the form's name, so its field ids do not clash with a dialog's on the same page. */
  gridKey: string;
  fields: readonly GridFilterField[];
  filters: GridFilters;
  onSearch: (filters: GridFilters) => void;
}

/**
 * The screen's filter fields. Fourteen filters side by side took 45 % of a laptop screen (and a phone's
 * whole first screen), so only the search box stays in view; "More filters" unfolds the rest. A folded
 * filter that is applied shows as a tag, removable on its own. Enter or Search applies, Reset clears.
 */
export const FilterBar = ({ gridKey, fields, filters, onSearch }: FilterBarProps) => {
  const [form] = Form.useForm<FormValues>();
  const [expanded, setExpanded] = useState(false);
  // Issue 30: a dozen selects and date pickers folded out of sight were most of a grid's first render on a
  // phone (~450 components, and as many again when the form was filled). The folded fields are built when
  // first unfolded, then kept (hidden) so what was typed survives folding; until then their values are in
  // the form's store only, from the URL.
  const [foldedBuilt, setFoldedBuilt] = useState(false);
  // The form opens with the URL's filters (one render); saved searches and Back change the URL, the form
  // follows. Filling it again on mount rendered every field a second time.
  const [initialValues] = useState(() => toFormValues(fields, filters));
  const shown = useRef({ fields, filters });
  useEffect(() => {
    if (shown.current.fields === fields && shown.current.filters === filters) return;
    shown.current = { fields, filters };
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, filters));
  }, [form, fields, filters]);

  const primary = primaryFilterNames(fields);
  const folded = fields.filter((f) => !primary.has(f.name));
  // The fields in view show their own values; the tags show what is applied out of sight.
  const applied = folded.filter((f) => filters[f.name] !== undefined);
  const foldedActive = applied.length;
  const remove = (name: string) => onSearch(Object.fromEntries(Object.entries(filters).filter(([k]) => k !== name)));

  return (
    <Flex vertical gap={4}>
      <Form
        form={form}
        name={formName(`filters-${gridKey}`)}
        layout="inline"
        initialValues={initialValues}
        // The store, not only the fields built: a folded filter not yet built is searched with too.
        onFinish={() => onSearch(toFilters(pickFields(fields, form.getFieldsValue(true))))}
        aria-label="Filters"
        role="search"
      >
        {(foldedBuilt ? fields : fields.filter((f) => primary.has(f.name))).map((f) => (
          // Folded fields stay in the form (hidden), so their values survive folding and are searched with.
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            hidden={!expanded && !primary.has(f.name)}
            style={{ marginBottom: 8 }}
          >
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
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Search
            </Button>
            {folded.length > 0 ? (
              <Button
                icon={<FilterOutlined />}
                aria-expanded={expanded}
                onClick={() => {
                  setFoldedBuilt(true);
                  setExpanded(!expanded);
                }}
              >
                {expanded ? 'Fewer filters' : `More filters${foldedActive > 0 ? ` (${foldedActive})` : ''}`}
              </Button>
            ) : null}
            <Button onClick={() => onSearch({})}>Reset</Button>
          </Space>
        </Form.Item>
      </Form>
      {applied.length > 0 ? (
        <Flex wrap gap={4} role="list" aria-label="Active filters">
          {applied.map((f) => {
            const text = filterTagText(f, filters[f.name]!);
            return (
              <Tag key={f.name} role="listitem" style={{ marginInlineEnd: 0 }}>
                {text}
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove filter ${text}`}
                  onClick={() => remove(f.name)}
                  style={{ marginInlineStart: 4, height: 18, width: 18, minWidth: 18 }}
                />
              </Tag>
            );
          })}
        </Flex>
      ) : null}
    </Flex>
  );
};
