import { Alert, Form, Input, Select } from 'antd';
import type { Dealer, DealerAllocationRow } from '@b2c/contracts';
import { BATCH_ACTION_MAX, DEALER_MESSAGES, MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { BatchResults } from '../../shared/data-table/batch-results.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { allocateCars, useDealerLocations, useInvalidateDealers } from './dealer-api.ts';
import { DateInput } from '../../shared/forms/date-inputs.tsx';

interface AllocateValues {
  locationCode: string;
  requestedPickupDate: string;
  cars: string;
  remarks?: string;
}

/** The appointment ids typed or pasted: one per line, or separated by commas or spaces; "apt-" is dropped. */
export const appointmentIdsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim().replace(/^apt-/i, ''))
    .filter(Boolean);

/**
 * Allocating cars to a dealer (issue 16): up to 25 appointment ids, one of the dealer's locations and
 * the pickup day; each car becomes a stock transfer (a pickup request on the logistics screen), and the
 * results say per car whether it went, with its slot, or why not.
 */
export const DealerAllocateDialog = ({ dealer, onClose }: { dealer: Dealer; onClose: () => void }) => {
  const [form] = Form.useForm<AllocateValues>();
  const { vertical } = useAccess();
  const locations = useDealerLocations();
  const invalidate = useInvalidateDealers();
  const batch = useBatchRun<DealerAllocationRow>({
    completedToast: (rows) => DEALER_MESSAGES.allocated(rows.length, rows.length),
    partialToast: (refused, total) => DEALER_MESSAGES.allocated(total - refused, total),
  });
  const tomorrow = addDays(formatDate(new Date(), TIME_ZONES[vertical.country]), 1);
  const own = (locations.data ?? []).filter((l) => dealer.locationCodes.includes(l.code) && l.active);

  const submit = (v: AllocateValues) =>
    void batch.run(async () => {
      const rows = await allocateCars(dealer.id, {
        locationCode: v.locationCode,
        requestedPickupDate: v.requestedPickupDate,
        items: appointmentIdsOf(v.cars).map((appointmentId) => ({ appointmentId })),
        ...(v.remarks?.trim() ? { remarks: v.remarks.trim() } : {}),
      });
      await invalidate();
      return rows;
    });

  const { results } = batch;
  return (
    <FormModal
      title={`Allocate cars to ${dealer.name}`}
      saveLabel="Allocate"
      saving={batch.running}
      done={results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {results ? (
        <BatchResults
          gridKey="dealer-allocate-results"
          results={results}
          itemTitle="Appointment ID"
          item={(r) => r.appointmentId}
          labels={{ success: 'Allocated', failure: 'Refused' }}
        />
      ) : (
        <Form<AllocateValues>
          form={form}
          layout="vertical"
          name="allocate-cars"
          initialValues={{ requestedPickupDate: tomorrow, locationCode: own.length === 1 ? own[0]!.code : undefined }}
          onFinish={submit}
        >
          {own.length === 0 && !locations.isLoading ? (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="This dealer has no active location." />
          ) : null}
          <Form.Item
            name="locationCode"
            label="Dealer location"
            rules={[{ required: true, message: MESSAGES.locationRequired }]}
          >
            <Select
              loading={locations.isLoading}
              options={own.map((l) => ({ label: `${l.name} (${l.code})`, value: l.code }))}
            />
          </Form.Item>
          <Form.Item
            name="requestedPickupDate"
            label="Pickup date"
            rules={[{ required: true, message: 'Pickup date is required.' }]}
            extra="Each car takes the first pickup slot its location still offers that day."
          >
            <DateInput min={formatDate(new Date(), TIME_ZONES[vertical.country])} />
          </Form.Item>
          <Form.Item
            name="cars"
            label="Appointment IDs"
            extra={`One per line or separated by commas; at most ${BATCH_ACTION_MAX}.`}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const ids = appointmentIdsOf(value);
                  if (ids.length === 0) return Promise.reject(new Error('Name at least one car.'));
                  if (ids.length > BATCH_ACTION_MAX) return Promise.reject(new Error(MESSAGES.batchActionLimit));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={4} autoComplete="off" />
          </Form.Item>
          <Form.Item name="remarks" label="Remarks">
            <Input maxLength={500} autoComplete="off" />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
};
