import { Form, Input, Select } from 'antd';
import {
  documentActionFields,
  type DocumentActionFields,
  type DocumentBatchRow,
  type DocumentRow,
} from '@b2c/contracts';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_TYPE_LABELS, documentName, type DocumentAction } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { BatchResults } from '../../shared/data-table/batch-results.tsx';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { serverFieldErrors } from '../../shared/forms/form-errors.ts';
import { SlotSelect } from '../../shared/forms/slot-select.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { runDocumentBatch, useDocumentAction } from './document-api.ts';

const LABELS = { destinationLocation: 'Destination location', slot: 'Slot', remarks: 'Remarks' } as const;
const shape = documentActionFields.shape;

/** What the action asks for: a request its destination (and a slot), a loss the reason, every step remarks. */
const ActionFields = ({ action }: { action: DocumentAction }) => {
  const locations = useActiveLocations();
  const options = (locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  return (
    <>
      {action === 'REQUEST' ? (
        <>
          <Form.Item
            name="destinationLocation"
            label={LABELS.destinationLocation}
            rules={[{ required: true, message: `${LABELS.destinationLocation} is required.` }]}
          >
            <Select showSearch optionFilterProp="label" options={options} loading={locations.isPending} />
          </Form.Item>
          <Form.Item name="slot" label={LABELS.slot} rules={[zodRule(shape.slot, LABELS.slot)]}>
            <SlotSelect />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="remarks"
        label={LABELS.remarks}
        rules={[
          zodRule(shape.remarks, LABELS.remarks),
          ...(action === 'MARK_LOST'
            ? [{ required: true, message: 'Say in the remarks how the document was lost.' }]
            : []),
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </>
  );
};

/** Blank inputs are left out: the API takes an absent field, not an empty one. */
const filled = (values: DocumentActionFields): DocumentActionFields =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

interface SingleProps {
  document: DocumentRow;
  action: DocumentAction;
  onClose: () => void;
}

/** One document's step (request, dispatch, receive, mark lost) at the version the user saw. */
export const DocumentActionDialog = ({ document, action, onClose }: SingleProps) => {
  const [form] = Form.useForm<DocumentActionFields>();
  const act = useDocumentAction();
  const submit = (values: DocumentActionFields) =>
    act.mutate(
      { document, action, body: { ...filled(values), version: document.version } },
      {
        onSuccess: (done) => {
          toast('success', done.message);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, LABELS);
          // The action's fields are top-level (`body.remarks` → `remarks`).
          const named = fieldErrors.map((e) => ({
            name: String(e.name[0]) as keyof DocumentActionFields,
            errors: e.errors,
          }));
          if (named.length > 0) form.setFields(named);
          else toast('error', errorMessage(error));
        },
      },
    );
  return (
    <FormModal
      title={`${DOCUMENT_ACTION_LABELS[action]}: ${documentName(document.documentType, document.appointmentId)}`}
      saveLabel={DOCUMENT_ACTION_LABELS[action]}
      danger={action === 'MARK_LOST'}
      saving={act.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<DocumentActionFields> form={form} layout="vertical" onFinish={submit}>
        <ActionFields action={action} />
      </Form>
    </FormModal>
  );
};

interface BatchProps {
  rows: DocumentRow[];
  action: DocumentAction;
  onClose: () => void;
}

/** The same step for up to 25 selected documents, then each row's outcome (SPEC §8: id 0 is the whole request). */
export const DocumentBatchDialog = ({ rows, action, onClose }: BatchProps) => {
  const [form] = Form.useForm<DocumentActionFields>();
  const batch = useBatchRun<DocumentBatchRow>({ keepWholeFailure: true });
  const submit = (values: DocumentActionFields) =>
    void batch.run(() =>
      runDocumentBatch({
        action,
        ...filled(values),
        items: rows.map((r) => ({ appointmentId: r.appointmentId, documentType: r.documentType, version: r.version })),
      }),
    );
  const { results } = batch;
  return (
    <FormModal
      title={`${DOCUMENT_ACTION_LABELS[action]}: ${rows.length} document${rows.length === 1 ? '' : 's'}`}
      saveLabel={DOCUMENT_ACTION_LABELS[action]}
      danger={action === 'MARK_LOST'}
      saving={batch.running}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {results ? (
        <BatchResults
          gridKey="document-action-results"
          results={results}
          itemTitle="Document"
          item={(r) =>
            r.appointmentId && r.documentType ? `${DOCUMENT_TYPE_LABELS[r.documentType]} · ${r.appointmentId}` : '—'
          }
        />
      ) : (
        <Form<DocumentActionFields> form={form} layout="vertical" onFinish={submit}>
          <ActionFields action={action} />
        </Form>
      )}
    </FormModal>
  );
};
