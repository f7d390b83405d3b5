import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { dndInput, type DndBulkOutcome } from '@b2c/contracts';
import { PREFERENCE_MESSAGES, todayIn, type ContactChannel, DND_BULK_STATUS_LABELS } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { DateInput } from '../../shared/forms/date-inputs.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
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

/** A past last day is refused by the API for every line; the field says it first, and forgets it once cleared. */
export const lastDayRule = (today: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && value !== '' && value < today) throw new Error(PREFERENCE_MESSAGES.dndLastDayPast);
  },
});

/** The default reason may be left blank (every line gives its own), but one given is checked as a line's would be. */
const reasonRule = zodRule(dndInput.shape.reason, 'Reason for lines without one');
const defaultReasonRule = {
  validator: async (rule: unknown, value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? reasonRule.validator(rule, value) : undefined,
};

const STATUS_COLOURS = { ADDED: 'green', ALREADY_LISTED: 'gold', FAILED: 'red' } as const;

/**
 * Many numbers at once, pasted or from a CSV file (`number,reason,channels,last day`; a line may give
 * just the number, the fields below fill the rest). The API answers each row; the answers are shown.
 */
export const DndBulkDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<BulkValues>();
  const bulk = useBulkDnd();
  const [outcomes, setOutcomes] = useState<DndBulkOutcome[]>();
  const today = todayIn(useAccess().vertical.country);
  const submit = async () => {
    const v = await form.validateFields();
    const entries = parseDndLines(v.lines, {
      reason: v.reason ?? '',
      channels: v.channels,
      expiresOn: v.expiresOn || null,
    });
    // Every line without a reason of its own fails on the server; say so on the field instead of sending them.
    const withoutReason = entries.filter((e) => String(e.reason ?? '').trim() === '').length;
    if (withoutReason > 0) {
      form.setFields([{ name: 'reason', errors: [PREFERENCE_MESSAGES.dndReasonMissing(withoutReason)] }]);
      return;
    }
    try {
      const answer = await bulk.mutateAsync(entries);
      setOutcomes(answer);
      const count = (s: DndBulkOutcome['status']) => answer.filter((o) => o.status === s).length;
      const failed = count('FAILED');
      // A failed line is never a success: all failed is an error, some failed a warning (issue 24 #19).
      const type = failed === 0 ? 'success' : failed === answer.length ? 'error' : 'warning';
      toast(type, PREFERENCE_MESSAGES.dndBulkDone(count('ADDED'), count('ALREADY_LISTED'), failed));
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
        <DataGrid<DndBulkOutcome>
          gridKey="dnd-bulk-results"
          aria-label="Results"
          compact
          rowKey={(o) => o.row}
          rows={outcomes}
          columns={[
            { key: 'row', title: 'Row', sortable: true },
            { key: 'mobileNumber', title: 'Mobile number', sortable: true },
            {
              key: 'status',
              title: 'Result',
              sortable: true,
              value: (o) => DND_BULK_STATUS_LABELS[o.status],
              render: (o) => <Tag color={STATUS_COLOURS[o.status]}>{DND_BULK_STATUS_LABELS[o.status]}</Tag>,
            },
            { key: 'message', title: 'Message' },
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
          <Form.Item
            name="reason"
            label="Reason for lines without one"
            style={{ marginTop: 16 }}
            rules={[defaultReasonRule]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="channels" label="Channels for lines without any">
            <Checkbox.Group options={CHANNEL_OPTIONS} />
          </Form.Item>
          <Form.Item name="expiresOn" label="Last day for lines without one" rules={[lastDayRule(today)]}>
            <DateInput min={today} />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
};
