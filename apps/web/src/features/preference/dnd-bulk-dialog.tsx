import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Table, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { DndBulkOutcome } from '@b2c/contracts';
import { PREFERENCE_MESSAGES, type ContactChannel, DND_BULK_STATUS_LABELS } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useBulkDnd } from './preference-api.ts';
import { CHANNEL_OPTIONS } from './preference-columns.tsx';
import { parseDndLines } from './dnd-bulk-parse.ts';

interface BulkValues {
  lines: string;
  reason: string;
  channels: ContactChannel[];
  expiresOn?: string;
}

const STATUS_COLOURS = { ADDED: 'green', ALREADY_LISTED: 'gold', FAILED: 'red' } as const;

/**
 * Many numbers at once, pasted or from a CSV file (`number,reason,channels,last day`; a line may give
 * just the number, the fields below fill the rest). The API answers each row; the answers are shown.
 */
export const DndBulkDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<BulkValues>();
  const bulk = useBulkDnd();
  const [outcomes, setOutcomes] = useState<DndBulkOutcome[]>();
  const submit = async () => {
    const v = await form.validateFields();
    const entries = parseDndLines(v.lines, {
      reason: v.reason ?? '',
      channels: v.channels,
      expiresOn: v.expiresOn || null,
    });
    try {
      const answer = await bulk.mutateAsync(entries);
      setOutcomes(answer);
      const count = (s: DndBulkOutcome['status']) => answer.filter((o) => o.status === s).length;
      toast('success', PREFERENCE_MESSAGES.dndBulkDone(count('ADDED'), count('ALREADY_LISTED'), count('FAILED')));
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };
  const readFile = async (file: File) => {
    form.setFieldValue('lines', await file.text());
    return false;
  };
  return (
    <FormModal
      title="Add DND numbers"
      saveLabel="Add numbers"
      saving={bulk.isPending}
      onSave={() => void submit().catch(() => undefined)}
      onClose={onClose}
      done={outcomes !== undefined}
      width={760}
    >
      {outcomes ? (
        <Table<DndBulkOutcome>
          size="small"
          rowKey="row"
          pagination={false}
          scroll={{ x: true }}
          dataSource={outcomes}
          columns={[
            { title: 'Row', dataIndex: 'row' },
            { title: 'Mobile number', dataIndex: 'mobileNumber' },
            {
              title: 'Result',
              render: (_, o) => <Tag color={STATUS_COLOURS[o.status]}>{DND_BULK_STATUS_LABELS[o.status]}</Tag>,
            },
            { title: 'Message', dataIndex: 'message' },
          ]}
        />
      ) : (
        <Form<BulkValues>
          form={form}
          // Field ids are prefixed by the form name: the grid's filter bar behind the dialog has a "mobileNumber" too.
          name="dnd-bulk"
          layout="vertical"
          initialValues={{ channels: ['CALL', 'SMS', 'WHATSAPP', 'EMAIL'] }}
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="One number per line, or CSV lines: number,reason,channels (CALL|SMS|WHATSAPP|EMAIL),last day (yyyy-MM-dd)."
          />
          <Form.Item name="lines" label="Numbers" rules={[{ required: true, message: 'Numbers are required.' }]}>
            <Input.TextArea rows={6} autoComplete="off" />
          </Form.Item>
          <Upload accept=".csv,text/csv,text/plain" maxCount={1} showUploadList={false} beforeUpload={readFile}>
            <Button icon={<UploadOutlined />}>Read a CSV file</Button>
          </Upload>
          <Form.Item name="reason" label="Reason for lines without one" style={{ marginTop: 16 }}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="channels" label="Channels for lines without any">
            <Checkbox.Group options={CHANNEL_OPTIONS} />
          </Form.Item>
          <Form.Item name="expiresOn" label="Last day for lines without one">
            <Input type="date" />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
};
