import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Row, Space } from 'antd';
import { permissionLabel, type Permission } from '@b2c/domain';
import { useHasPermission } from '../auth/can.tsx';
import { EditingContext } from './contract-fields.tsx';
import { blankToUndefined, type ContractSchema, type FieldLabels } from './form-errors.ts';
import { cleanText } from './form-values.ts';
import { formName } from './form-name.ts';
import { StaleEditAlert } from './stale-edit-alert.tsx';
import { toast } from '../ui/toast.ts';
import { useSaveForm } from './use-save-form.ts';

/** One way of saving the form: the contract body it sends and what SPEC §8 says afterwards. */
export interface SaveStep<TPayload> {
  /** The contract body; an object schema's fields also check the fixed fields a saved row lacks. */
  schema: ContractSchema<TPayload> & { shape?: Readonly<Record<string, ContractSchema>> };
  save: (payload: TPayload) => Promise<unknown>;
  /** SPEC §8 "… saved / updated successfully!"; none where SPEC has none. */
  successMessage?: string;
  /** SPEC §8: driver and location creates fall back to the 400 / unknown-error messages. */
  createFallbacks?: boolean;
  /** SPEC §8: only zone, route, location and driver saves show the status code with the message. */
  withStatus?: boolean;
  /** After a successful save; by default back to the grid. */
  onSaved?: () => void;
}

export interface EntityFormProps<TValues extends object, TCreate, TUpdate> {
  /** The form's `contractFields`: the values type is the input type of its contract schema. */
  fields: { labels: FieldLabels; schema: { _zod: { input: TValues } } };
  /** "zone": the form is named "Add zone" or "Edit zone". */
  noun: string;
  /** The saved row on an edit; its version goes with the update (optimistic concurrency, SPEC §7). */
  row: { version: number } | undefined;
  initialValues: Partial<TValues>;
  create: SaveStep<TCreate>;
  update: SaveStep<TUpdate>;
  /** The entity's grid: where Cancel (and by default a save) leads. */
  listPath: string;
  /** Loads the latest row after a stale edit (409). */
  onReload: (() => void) | undefined;
  /** Text fields sent in capitals (codes). */
  capitals?: readonly (keyof TValues & string)[];
  /** The body before the contract checks it; by default the values as `contractDraft` makes them. */
  toDraft?: (values: TValues) => object;
  /** The fields (`contractFields`' Field), laid out in one grid row. */
  children: ReactNode;
  /** Below the field grid, above the buttons (the driver's resource planner). */
  below?: ReactNode;
  /**
   * The permission the save endpoints need (their contract's `access`): without it the form is shown
   * read-only and says so, instead of a 403 after the user filled it in (issue 24, finding 14).
   */
  writeAccess?: Permission;
}

/** Said above a form the user may look at but not save. */
export const readOnlyNotice = (permission: Permission) =>
  `You can look at this but not save it: saving needs the "${permissionLabel(permission)}" permission.`;

/**
 * The body as the form has it, for the contract to check and complete: SPEC §5 text (newlines to
 * spaces, trimmed), blanks and cleared numbers as "not given" so the contract's defaults apply.
 */
export const contractDraft = (values: object, capitals: readonly string[] = []): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]: [string, unknown]) => {
      if (typeof value !== 'string') return [key, blankToUndefined(value)];
      const text = cleanText(value);
      return [key, capitals.includes(key) ? text?.toUpperCase() : text];
    }),
  );

/** Said instead of saving an edit that changes nothing (issue 19: the API would refuse it anyway). */
export const NOTHING_TO_CHANGE = 'Nothing to change.';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether every field the form holds still has the value it was opened with. */
export const unchangedFrom = (initial: object, values: object): boolean => {
  const before: Record<string, unknown> = { ...initial };
  return Object.entries(values).every(([key, value]) => same(value, before[key]));
};

/**
 * The add and edit form of an editable entity: the stale-edit warning, the fields checked with the
 * contract, the save (SPEC §8 toasts, the server's message on failure — with its status where SPEC asks, a 409 keeping
 * the input) and Save / Cancel.
 * @example <EntityForm fields={ZONE} noun="zone" row={zone} initialValues={zone ?? NEW} create={…} update={…} listPath="/masterdata/zones" onReload={onReload}><Field name="code" fixed />…</EntityForm>
 */
export const EntityForm = <TValues extends object, TCreate, TUpdate>(
  props: EntityFormProps<TValues, TCreate, TUpdate>,
) => {
  const { fields, noun, row, create, update, listPath, capitals, toDraft, below, writeAccess } = props;
  const mayWrite = useHasPermission(writeAccess);
  const [form] = Form.useForm<TValues>();
  const navigate = useNavigate();
  const toList = () => void navigate(listPath);
  const common = { form, labels: fields.labels };
  const creating = useSaveForm({ ...common, ...create, onSaved: create.onSaved ?? toList });
  const updating = useSaveForm({ ...common, ...update, onSaved: update.onSaved ?? toList });
  const saver = row ? updating : creating;

  const submit = (values: TValues) => {
    if (row && unchangedFrom(props.initialValues, values)) return toast('info', NOTHING_TO_CHANGE);
    const draft = toDraft ? toDraft(values) : contractDraft(values, capitals);
    return row ? updating.submit({ ...draft, version: row.version }) : creating.submit(draft);
  };

  const editing = useMemo(
    () => ({
      saved: row ? Object.fromEntries<unknown>(Object.entries(row)) : undefined,
      updateShape: update.schema.shape,
    }),
    [row, update.schema],
  );

  return (
    <EditingContext.Provider value={editing}>
      <StaleEditAlert saver={saver} onReload={props.onReload} />
      {!mayWrite && writeAccess ? (
        <Alert type="info" showIcon title={readOnlyNotice(writeAccess)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<TValues>
        disabled={!mayWrite}
        form={form}
        name={formName(noun)}
        layout="vertical"
        aria-label={`${row ? 'Edit' : 'Add'} ${noun}`}
        initialValues={props.initialValues}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Row gutter={16}>{props.children}</Row>
        {below}
        <Space style={below ? { marginTop: 16 } : undefined}>
          {mayWrite ? (
            <Button type="primary" htmlType="submit" loading={saver.saving}>
              Save
            </Button>
          ) : null}
          {/* Leaving is always allowed, also from a read-only form. */}
          <Button onClick={toList} disabled={false}>
            {mayWrite ? 'Cancel' : 'Back'}
          </Button>
        </Space>
      </Form>
    </EditingContext.Provider>
  );
};
