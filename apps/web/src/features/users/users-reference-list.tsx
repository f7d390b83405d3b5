import { useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';
import type { z } from 'zod';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { Can } from '../../shared/auth/can.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';

/**
 * The shape the Groups and Organisations tabs of /ums share: a list of named references every user-management
 * reader sees, that MANAGE_USERS adds to and edits in a dialog of name, description and the fields that are
 * each one's own (a group's permissions, an organisation's status).
 */

/** A reference as listed and edited: the dialog names it and bases an edit on its version. */
interface NamedRow {
  id: number;
  name: string;
  version: number;
}

/** How a dialog saves through its contract: create, or update over the row's version; each with its toast. */
export interface ReferenceSaves<Values> {
  create: (values: Values) => Promise<unknown>;
  update: (values: Values & { version: number }) => Promise<unknown>;
  createdMessage: string;
  updatedMessage: string;
}

/** Add `noun` or edit `row`: name and description checked by the contract's `shape`, then `children`. */
export function ReferenceDialog<Values extends object, Row extends NamedRow>(props: {
  noun: 'group' | 'organisation';
  row: Row | undefined;
  shape: { name: z.ZodType; description: z.ZodType };
  parse: (values: unknown) => Values;
  initialValues: object;
  saves: ReferenceSaves<Values>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { noun, row, shape, saves } = props;
  const [form] = Form.useForm();
  const saver = useDialogSave({ onSaved: props.onClose });
  const save = async () => {
    const values = props.parse(await form.validateFields());
    await saver.save(async () => {
      if (row) await saves.update({ ...values, version: row.version });
      else await saves.create(values);
      return row ? saves.updatedMessage : saves.createdMessage;
    });
  };
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <FormModal
      title={row ? `Edit ${noun} ${row.name}` : `Add ${noun}`}
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void save().catch(() => undefined)}
      onClose={props.onClose}
    >
      {saver.conflict ? <p role="alert">{saver.conflict}</p> : null}
      <Form form={form} name={noun} layout="vertical" aria-label={label} initialValues={row ?? props.initialValues}>
        <Form.Item name="name" label="Name" required rules={[zodRule(shape.name, 'Name')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.name)} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[zodRule(shape.description, 'Description')]}>
          <Input autoComplete="off" maxLength={maxLengthOf(shape.description)} />
        </Form.Item>
        {props.children}
      </Form>
    </FormModal>
  );
}

/**
 * The list (a DataGrid: its columns remembered under `gridKey`) with "Add …" and a per-row "Edit" for
 * MANAGE_USERS; `rowActions` adds what every reader may do with a row (a group's members). One dialog is open
 * at a time: `dialog(row)` edits, `dialog(undefined)` adds.
 */
export function ReferenceListPanel<Row extends NamedRow>(props: {
  gridKey: string;
  /** Names the grid for assistive technology ("Groups"). */
  label: string;
  addLabel: string;
  query: { data: readonly Row[] | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  columns: readonly GridColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  dialog: (row: Row | undefined, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ row?: Row } | undefined>();
  const { query, rowActions } = props;
  const columns = useMemo<readonly GridColumn<Row>[]>(
    () => [
      ...props.columns,
      {
        key: 'actions',
        title: 'Actions',
        exportable: false,
        render: (row) => (
          <Space wrap>
            {rowActions?.(row)}
            <Can action="MANAGE_USERS">
              <Button size="small" onClick={() => setEditing({ row })}>
                Edit
              </Button>
            </Can>
          </Space>
        ),
      },
    ],
    [props.columns, rowActions],
  );
  return (
    <>
      <DataGrid<Row>
        gridKey={props.gridKey}
        aria-label={props.label}
        compact
        columns={columns}
        rowKey={(row) => row.id}
        rows={query.data}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <Can action="MANAGE_USERS">
            <Button type="primary" onClick={() => setEditing({})}>
              {props.addLabel}
            </Button>
          </Can>
        }
      />
      {editing ? props.dialog(editing.row, () => setEditing(undefined)) : null}
    </>
  );
}
