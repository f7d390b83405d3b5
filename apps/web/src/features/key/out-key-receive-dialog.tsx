import { Form, Select, Tag, Typography } from 'antd';
import type { KeyBatchResultRow, KeyDetail } from '@b2c/contracts';
import { KEY_DETAIL_LABELS } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useBatchRun } from '../../shared/data-table/use-batch-run.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { receiveOutKeys } from './key-api.ts';

interface Props {
  keys: KeyDetail[];
  onClose: () => void;
}

/** Marks up to 25 out keys received back (SPEC §7 PUT outkey/action/MARK_RECEIVED), then each key's outcome. */
export const OutKeyReceiveDialog = ({ keys, onClose }: Props) => {
  const [form] = Form.useForm<{ locationCode?: string }>();
  const locations = useActiveLocations();
  const batch = useBatchRun<KeyBatchResultRow>({
    partialToast: (refused, total) => `${total - refused} of ${total} keys returned; ${refused} refused.`,
  });
  const submit = ({ locationCode }: { locationCode?: string }) =>
    void batch.run(() =>
      receiveOutKeys({
        items: keys.map((k) => ({ id: k.id, version: k.version })),
        ...(locationCode ? { locationCode } : {}),
      }),
    );
  const options = (locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  return (
    <FormModal
      title={`Mark returned: ${keys.length} key${keys.length === 1 ? '' : 's'}`}
      saveLabel="Mark returned"
      saving={batch.running}
      done={batch.results !== undefined}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {batch.results ? (
        <DataGrid<KeyBatchResultRow>
          gridKey="out-key-receive-results"
          aria-label="Results"
          compact
          rowKey={(r) => r.id}
          rows={batch.results}
          columns={[
            { key: 'appointmentId', title: 'Appointment', sortable: true },
            {
              key: 'ok',
              title: 'Result',
              value: (r) => (r.success ? 'Returned' : 'Refused'),
              render: (r) => <Tag color={r.success ? undefined : 'red'}>{r.success ? 'Returned' : 'Refused'}</Tag>,
            },
            { key: 'message', title: 'Message' },
          ]}
        />
      ) : (
        <Form form={form} name="out-key-receive" layout="vertical" onFinish={submit}>
          <Typography.Paragraph>{keys.map((k) => `${KEY_DETAILS_SHORT(k)}`).join(', ')}</Typography.Paragraph>
          <Form.Item name="locationCode" label="Back at key desk" extra="Each key's last desk when left empty.">
            <Select allowClear showSearch optionFilterProp="label" options={options} loading={locations.isPending} />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
};

const KEY_DETAILS_SHORT = (k: KeyDetail) => `${KEY_DETAIL_LABELS[k.keyType]} of ${k.appointmentId} (with ${k.holder})`;
