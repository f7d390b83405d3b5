import { useState } from 'react';
import { Alert, Badge, Form, Select } from 'antd';
import type { BatchResultRow, InventoryRow } from '@b2c/contracts';
import { INVENTORY_ACTION_BODIES } from '@b2c/contracts';
import { BATCH_ACTION_MAX, MESSAGES, type InventoryUpdateAction } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { zodFieldErrors } from '../../shared/forms/form-errors.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { ActionFields } from './inventory-action-fields.tsx';
import { ACTION_FIELD_LABELS, actionPayload, type ActionFormValues } from './inventory-action-payload.ts';
import { ACTION_LABELS, mayRun } from './inventory-action-rules.ts';
import { runBatchAction } from './inventory-api.ts';
import { batchPreview } from './inventory-batch-preview.ts';
import { ChangePreview } from '../../shared/ui/change-preview.tsx';

/** Actions that set one value on every car; per-car values (prices, slots, trackers) stay single edits. */
export const BATCH_ACTIONS = [
  'PUBLISH_STATUS',
  'STAGE',
  'TYPE',
  'EGC',
  'SOLD',
] as const satisfies readonly InventoryUpdateAction[];
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/**
 * What the toast says, counted from the same rows the table shows: a row is applied only when its change
 * happened (success without a pending action), so the counts always agree with the badges.
 */
export const batchSummary = (rows: readonly BatchResultRow[]): string => {
  const pending = rows.filter((r) => r.success && r.pendingActionId !== null).length;
  const refused = rows.filter((r) => !r.success).length;
  const applied = rows.length - pending - refused;
  if (pending === 0 && refused === 0) return MESSAGES.batchActionCompleted;
  return [
    `${applied} of ${rows.length} applied`,
    pending > 0 ? `${pending} sent for approval` : null,
    refused > 0 ? `${refused} refused` : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
};

// Badges, not coloured tags: antd's tag text colours fail WCAG contrast on their tinted backgrounds.
const outcomeText = (r: BatchResultRow) =>
  !r.success ? 'Refused' : r.pendingActionId ? 'Sent for approval' : 'Applied';
const outcome = (r: BatchResultRow) =>
  !r.success ? (
    <Badge status="error" text="Refused" />
  ) : r.pendingActionId ? (
    <Badge status="warning" text="Sent for approval" />
  ) : (
    <Badge status="success" text="Applied" />
  );

interface BatchDialogProps {
  rows: readonly InventoryRow[];
  onClose: () => void;
}

/**
 * One action on the selected cars (at most 25, SPEC §5), each row applied or refused on its own; the
 * outcome of every row stays on screen until the dialog is closed.
 */
export const InventoryBatchDialog = ({ rows, onClose }: BatchDialogProps) => {
  const { uiRules } = useAccess();
  const allowed = BATCH_ACTIONS.filter((a) => mayRun(a, uiRules));
  const [action, setAction] = useState<InventoryUpdateAction | undefined>(allowed[0]);
  // Untyped like the shared form helpers: field errors arrive as generic paths from the contract schema.
  const [form] = Form.useForm();
  // Issue 29: what running changes, in words, as the form is filled in (the upload preview's sentences).
  const values = Form.useWatch((v: ActionFormValues) => v, form) ?? {};
  const preview = action ? batchPreview(action as BatchAction, values, rows) : null;
  const batch = useBatchRun<BatchResultRow>({
    partialToast: (_refused, _total, answer) => batchSummary(answer),
    completedToast: batchSummary,
  });
  const tooMany = rows.length > BATCH_ACTION_MAX;

  const submit = (values: ActionFormValues) => {
    if (!action || tooMany) return;
    const items = rows.map((r) => ({ appointmentId: r.appointmentId, ...actionPayload(action, values, r) }));
    const { appointmentId: _id, ...first } = items[0] ?? { appointmentId: '' };
    const errors = first ? zodFieldErrors(INVENTORY_ACTION_BODIES[action], first, ACTION_FIELD_LABELS) : [];
    if (errors.length > 0) return form.setFields(errors);
    void batch.run(() => runBatchAction({ action, items }));
  };

  const { results } = batch;
  return (
    <FormModal
      width={720}
      title={`Bulk action on ${rows.length} inventor${rows.length === 1 ? 'y' : 'ies'}`}
      saveLabel="Run"
      saving={batch.running}
      saveDisabled={!action || tooMany}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {tooMany ? (
        <Alert type="warning" showIcon role="alert" title={MESSAGES.batchActionLimit} style={{ marginBottom: 16 }} />
      ) : null}
      {results ? (
        <DataGrid<BatchResultRow>
          gridKey="inventory-bulk-results"
          aria-label="Bulk action results"
          compact
          rowKey={(r) => `${r.appointmentId}-${r.id}`}
          rows={results}
          columns={[
            { key: 'appointmentId', title: 'Appointment ID', sortable: true },
            { key: 'outcome', title: 'Outcome', sortable: true, value: outcomeText, render: outcome },
            { key: 'message', title: 'Message' },
          ]}
        />
      ) : allowed.length === 0 ? (
        <Alert type="info" showIcon title="You may not run any bulk action in this country and vehicle type." />
      ) : (
        <Form form={form} name="inventory-bulk" layout="vertical" onFinish={submit}>
          <Form.Item label="Action" htmlFor="bulk-action">
            <Select
              id="bulk-action"
              value={action}
              onChange={(a: InventoryUpdateAction) => {
                setAction(a);
                form.resetFields();
              }}
              options={allowed.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
            />
          </Form.Item>
          {action ? <ActionFields action={action} /> : null}
          {preview && preview.length > 0 && !tooMany ? (
            <ChangePreview
              label="What running changes"
              title={`What running it on the ${rows.length} selected cars changes`}
              sentences={preview}
            />
          ) : null}
        </Form>
      )}
    </FormModal>
  );
};
