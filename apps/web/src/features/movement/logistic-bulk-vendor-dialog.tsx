import { Form } from 'antd';
import type { LogisticRow, MovementBulkRow } from '@b2c/contracts';
import type { LogisticsMode, MovementVendor } from '@b2c/domain';
import { BulkResults } from '../../shared/data-table/bulk-results.tsx';
import { useBulkRun } from '../../shared/data-table/use-bulk-run.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { assignVendors } from './logistic-api.ts';
import { VendorModeFields } from './vendor-mode-fields.tsx';

interface BulkValues {
  vendor: MovementVendor;
  logisticsMode?: LogisticsMode;
}

/**
 * `movementLogisticEndpoints.vendorBulk` for the selected movements (the grid caps them at 25), then each
 * row's outcome. SPEC §8: a whole-request failure comes back as the entry with id 0.
 */
export const LogisticBulkVendorDialog = ({ rows, onClose }: { rows: LogisticRow[]; onClose: () => void }) => {
  const [form] = Form.useForm<BulkValues>();
  // The results table says which rows failed, so a partial failure has no toast of its own.
  const bulk = useBulkRun<MovementBulkRow>({ keepWholeFailure: true });

  const submit = (v: BulkValues) =>
    void bulk.run(() =>
      assignVendors({
        vendor: v.vendor,
        ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
        items: rows.map((r) => ({ appointmentId: r.appointmentId, version: r.version })),
      }),
    );

  const { results } = bulk;
  return (
    <FormModal
      title={`Assign vendor to ${rows.length} movement${rows.length === 1 ? '' : 's'}`}
      saveLabel="Assign vendor"
      saving={bulk.running}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {results ? (
        <BulkResults
          gridKey="logistic-vendor-results"
          results={results}
          itemTitle="Appointment ID"
          item={(r) => r.appointmentId ?? '—'}
        />
      ) : (
        <Form<BulkValues> form={form} layout="vertical" onFinish={submit}>
          <VendorModeFields />
        </Form>
      )}
    </FormModal>
  );
};
