import { Form } from 'antd';
import type { LogisticRow, MovementBatchRow } from '@b2c/contracts';
import type { LogisticsMode, MovementVendor } from '@b2c/domain';
import { BatchResults } from '../../shared/data-table/batch-results.tsx';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { assignVendors } from './logistic-api.ts';
import { VendorModeFields } from './vendor-mode-fields.tsx';

interface BatchValues {
  vendor: MovementVendor;
  logisticsMode?: LogisticsMode;
}

/**
 * `movementLogisticEndpoints.vendorBatch` for the selected movements (the grid caps them at 25), then each
 * row's outcome. SPEC §8: a whole-request failure comes back as the entry with id 0.
 */
export const LogisticBatchVendorDialog = ({ rows, onClose }: { rows: LogisticRow[]; onClose: () => void }) => {
  const [form] = Form.useForm<BatchValues>();
  // The results table says which rows failed, so a partial failure has no toast of its own.
  const batch = useBatchRun<MovementBatchRow>({ keepWholeFailure: true });

  const submit = (v: BatchValues) =>
    void batch.run(() =>
      assignVendors({
        vendor: v.vendor,
        ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
        items: rows.map((r) => ({ appointmentId: r.appointmentId, version: r.version })),
      }),
    );

  const { results } = batch;
  return (
    <FormModal
      title={`Assign vendor to ${rows.length} movement${rows.length === 1 ? '' : 's'}`}
      saveLabel="Assign vendor"
      saving={batch.running}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {results ? (
        <BatchResults
          gridKey="logistic-vendor-results"
          results={results}
          itemTitle="Appointment ID"
          item={(r) => r.appointmentId ?? '—'}
        />
      ) : (
        <Form<BatchValues> form={form} layout="vertical" onFinish={submit}>
          <VendorModeFields />
        </Form>
      )}
    </FormModal>
  );
};
