import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Table, Typography } from 'antd';
import type { LogisticRow, MovementBulkRow } from '@b2c/contracts';
import { MESSAGES, type LogisticsMode, type MovementVendor } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';
import { assignVendors } from './logistic-api.ts';
import { modeOptions, vendorOptions } from './logistic-labels.ts';

interface BulkValues {
  vendor: MovementVendor;
  logisticsMode?: LogisticsMode;
}

/**
 * POST /api/inventory/logistic/bulk for the selected movements (the grid caps them at 25), then each
 * row's outcome. SPEC §8: a whole-request failure comes back as the entry with id 0.
 */
export const LogisticBulkVendorDialog = ({ rows, onClose }: { rows: LogisticRow[]; onClose: () => void }) => {
  const [form] = Form.useForm<BulkValues>();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<MovementBulkRow[] | undefined>();

  const submit = async (v: BulkValues) => {
    setBusy(true);
    try {
      const answer = await assignVendors({
        vendor: v.vendor,
        ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
        items: rows.map((r) => ({ appointmentId: r.appointmentId, version: r.version })),
      });
      const whole = answer.find((r) => r.id === 0);
      if (whole) toast('error', whole.message);
      else if (answer.every((r) => r.success)) toast('success', MESSAGES.bulkActionCompleted);
      setResults(answer);
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const failed = results?.filter((r) => !r.success).length ?? 0;
  return (
    <Modal
      open
      title={`Assign vendor to ${rows.length} movement${rows.length === 1 ? '' : 's'}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        results
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                Cancel
              </Button>,
              <Button key="go" type="primary" loading={busy} onClick={() => form.submit()}>
                Assign vendor
              </Button>,
            ]
      }
    >
      {results ? (
        <>
          {failed > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${failed} of ${results.length} not updated`}
            />
          ) : null}
          <Table<MovementBulkRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={results}
            columns={[
              { key: 'apt', title: 'Appointment ID', render: (_, r) => r.appointmentId ?? '—' },
              {
                key: 'ok',
                title: 'Result',
                render: (_, r) => (
                  <Typography.Text type={r.success ? 'success' : 'danger'}>
                    {r.success ? 'Updated' : 'Failed'}
                  </Typography.Text>
                ),
              },
              { key: 'message', title: 'Message', dataIndex: 'message' },
            ]}
          />
        </>
      ) : (
        <Form<BulkValues> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="vendor" label="Vendor" rules={[{ required: true, message: 'Vendor is required.' }]}>
            <Select options={vendorOptions} />
          </Form.Item>
          <Form.Item name="logisticsMode" label="Logistics mode">
            <Select allowClear options={modeOptions} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
