import { Alert, Form, Input, Select, Typography } from 'antd';
import type { InternalMovementBatchBody, MovementBatchRow } from '@b2c/contracts';
import { BATCH_ACTION_MAX, MESSAGES, type LogisticsMode, type MovementVendor, type RequestType } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useRefreshCar } from '../../shared/resources/car-cache.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { createPickupRequests } from './logistic-api.ts';
import { SlotPicker, type SlotChoice } from './slot-picker.tsx';
import { PickupTermsFields, slotChosen } from './pickup-terms-fields.tsx';
import { customerPlaceBody, type CustomerPlaceValues } from './customer-place-fields.tsx';

/** A car as the bulk pickup dialog needs it: the grid row's identity, version and where it stands. */
export interface BatchPickupCar {
  appointmentId: string;
  version: number;
  locationCode: string | null;
}

export interface BatchPickupDialogProps {
  /** The selection (≤ 25). */
  cars: readonly BatchPickupCar[];
  onClose: () => void;
}

interface BatchPickupValues extends CustomerPlaceValues {
  toLocationCode: string;
  requestType: RequestType;
  vendor?: MovementVendor;
  logisticsMode?: LogisticsMode;
  pickup: SlotChoice;
  remarks?: string;
}

/** The location most of the cars stand at: its slots are the ones offered (each car is checked at its own). */
export const commonOrigin = (cars: readonly BatchPickupCar[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const c of cars) if (c.locationCode) counts.set(c.locationCode, (counts.get(c.locationCode) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
};

/** One request per car, all with the form's values and each car's own version. */
export const batchPickupBody = (cars: readonly BatchPickupCar[], v: BatchPickupValues): InternalMovementBatchBody => {
  const remarks = v.remarks?.replace(/[\r\n]+/g, ' ').trim();
  return {
    items: cars.map((c) => ({
      appointmentId: c.appointmentId,
      version: c.version,
      toLocationCode: v.toLocationCode,
      requestType: v.requestType,
      pickupOption: v.pickupOption,
      ...customerPlaceBody(v),
      ...(v.vendor ? { vendor: v.vendor } : {}),
      ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
      requestedPickupDate: v.pickup.date ?? '',
      slot: v.pickup.slot ?? '',
      ...(remarks ? { remarks } : {}),
    })),
  };
};

/** "3 of 5 pickup requests created, 2 refused": counted from the rows the table shows. */
export const batchPickupSummary = (rows: readonly MovementBatchRow[]): string => {
  const created = rows.filter((r) => r.success).length;
  const refused = rows.length - created;
  const head = `${created} of ${rows.length} pickup request${rows.length === 1 ? '' : 's'} created`;
  return refused > 0 ? `${head}, ${refused} refused` : head;
};

const Results = ({ rows }: { rows: readonly MovementBatchRow[] }) => (
  <DataGrid<MovementBatchRow>
    gridKey="pickup-request-results"
    aria-label="Pickup request results"
    compact
    rowKey={(r) => r.id}
    rows={rows}
    columns={[
      { key: 'apt', title: 'Appointment ID', sortable: true, value: (r) => r.appointmentId ?? '—' },
      {
        key: 'ok',
        title: 'Result',
        value: (r) => (r.success ? 'Created' : 'Refused'),
        render: (r) => (
          <Typography.Text type={r.success ? 'success' : 'danger'}>{r.success ? 'Created' : 'Refused'}</Typography.Text>
        ),
      },
      { key: 'message', title: 'Message' },
    ]}
  />
);

/**
 * SPEC §7 `POST /api/inventory/internal-movement/bulk` for a grid selection (at most 25, SPEC §5): one
 * form for every car, then each car's outcome, which stays until the dialog closes.
 */
export const BatchPickupDialog = ({ cars, onClose }: BatchPickupDialogProps) => {
  const access = useAccess();
  const refreshCar = useRefreshCar();
  const [form] = Form.useForm<BatchPickupValues>();
  const locations = useActiveLocations();
  const bulk = useBatchRun<MovementBatchRow>({
    keepWholeFailure: true,
    partialToast: (_refused, _total, rows) => batchPickupSummary(rows),
    completedToast: batchPickupSummary,
  });
  if (!canOpenRoute(ROUTE_ACCESS.logistic, access)) return null;
  const origin = commonOrigin(cars);
  const tooMany = cars.length > BATCH_ACTION_MAX;
  const elsewhere = cars.filter((c) => c.locationCode !== origin).length;

  const submit = (v: BatchPickupValues) =>
    void bulk.run(async () => {
      const rows = await createPickupRequests(batchPickupBody(cars, v));
      // The cars now have movements: wherever they are cached, they are stale.
      await refreshCar();
      return rows;
    });

  const { results } = bulk;
  return (
    <FormModal
      title={`Create pickup requests for ${cars.length} car${cars.length === 1 ? '' : 's'}`}
      saveLabel="Create pickup requests"
      saving={bulk.running}
      saveDisabled={tooMany}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {tooMany ? (
        <Alert type="warning" showIcon role="alert" title={MESSAGES.batchActionLimit} style={{ marginBottom: 16 }} />
      ) : null}
      {results ? (
        <Results rows={results} />
      ) : (
        <Form<BatchPickupValues>
          form={form}
          name="bulk-pickup"
          layout="vertical"
          initialValues={{ requestType: 'INTERNAL', pickupOption: 'DROP_AT_HUB', pickup: {} }}
          onFinish={submit}
        >
          <Form.Item name="toLocationCode" label="To" rules={[{ required: true, message: 'Destination is required.' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={locations.isPending}
              placeholder="Destination"
              options={(locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            />
          </Form.Item>
          <PickupTermsFields />
          <Form.Item
            name="pickup"
            label="Requested pickup"
            rules={[{ required: true, validator: slotChosen }]}
            extra={
              elsewhere > 0
                ? `Slots offered at ${origin ?? 'no location'}; ${elsewhere} car${elsewhere === 1 ? ' stands' : 's stand'} elsewhere and ${elsewhere === 1 ? 'is' : 'are'} checked against ${elsewhere === 1 ? 'its' : 'their'} own location.`
                : undefined
            }
          >
            <SlotPicker locationCode={origin} />
          </Form.Item>
          <Form.Item name="remarks" label="Remarks">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
};
