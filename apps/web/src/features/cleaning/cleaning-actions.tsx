import { useState } from 'react';
import { Button, Checkbox, Flex, Input, Popconfirm, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { CLEANING_PHOTO_EXTENSIONS, type CleaningTaskDetail } from '@b2c/contracts';
import {
  CLEANING_CHECKLIST,
  CLEANING_CHECKLIST_LABELS,
  CLEANING_MESSAGES,
  MESSAGES,
  decideCleaningTask,
  failedChecklistItems,
  type CleaningChecklistItem,
  type CleaningPhotoKind,
} from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useApprove, useAssign, useCleaners, usePhotoUpload, useReject, useSubmit } from './cleaning-api.ts';

const may = (task: CleaningTaskDetail, event: Parameters<typeof decideCleaningTask>[2]) =>
  decideCleaningTask(task.id, task.state, event).ok;
const done = (message: string) => () => toast('success', message);
const failed = (error: unknown) => toast('error', errorMessage(error));

/** ASSIGN (SPEC §7): staff of type CLEANER of the drivers' staff list. */
const AssignCleaner = ({ task }: { task: CleaningTaskDetail }) => {
  const cleaners = useCleaners(true);
  const assign = useAssign(task.id);
  const [cleanerId, setCleanerId] = useState<number | undefined>();
  return (
    <Space wrap>
      <Select
        aria-label="Cleaner"
        placeholder="Choose a cleaner"
        style={{ minWidth: 220 }}
        loading={cleaners.isLoading}
        value={cleanerId}
        onChange={setCleanerId}
        options={(cleaners.data ?? []).map((c) => ({ label: `${c.name} (${c.mobile})`, value: c.id }))}
      />
      <Button
        type="primary"
        disabled={cleanerId === undefined}
        loading={assign.isPending}
        onClick={() =>
          assign
            .mutateAsync({ version: task.version, cleanerId: cleanerId! })
            .then(done(CLEANING_MESSAGES.assigned), failed)
        }
      >
        {task.cleanerId ? 'Reassign' : 'Assign'}
      </Button>
    </Space>
  );
};

/** The before / after photos: pre-signed URL, PUT, record; a failure on the way is SPEC §8's "Upload failed". */
const PhotoButtons = ({ task }: { task: CleaningTaskDetail }) => {
  const upload = usePhotoUpload(task.id);
  const submit = useSubmit(task.id);
  const send = (kind: CleaningPhotoKind, file: File) =>
    upload
      .mutateAsync({ kind, file, version: task.version })
      .then(done(CLEANING_MESSAGES.photoSaved), () => toast('error', MESSAGES.uploadFailed));
  return (
    <Space wrap>
      {(['BEFORE', 'AFTER'] as const).map((kind) => (
        <Upload
          key={kind}
          accept={CLEANING_PHOTO_EXTENSIONS.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            void send(kind, file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {kind === 'BEFORE' ? 'Upload before photo' : 'Upload after photo'}
          </Button>
        </Upload>
      ))}
      <Button
        type="primary"
        disabled={!task.before || !task.after}
        loading={submit.isPending}
        onClick={() => submit.mutateAsync({ version: task.version }).then(done(CLEANING_MESSAGES.submitted), failed)}
      >
        Submit for review
      </Button>
    </Space>
  );
};

/** QA's review: every item checked approves; the unchecked items are the reasons to send it back. */
const Review = ({ task }: { task: CleaningTaskDetail }) => {
  const approve = useApprove(task.id);
  const reject = useReject(task.id);
  const [checked, setChecked] = useState<CleaningChecklistItem[]>([]);
  const [remarks, setRemarks] = useState('');
  const checklist = Object.fromEntries(CLEANING_CHECKLIST.map((i) => [i, checked.includes(i)]));
  const reasons = failedChecklistItems(checklist);
  // An untouched review (nothing ticked, no remarks) is not a finding that every item failed.
  const untouched = checked.length === 0 && remarks.trim() === '';
  const sendBack = () =>
    reject
      .mutateAsync({ version: task.version, reasons, remarks: remarks || undefined })
      .then(done(CLEANING_MESSAGES.rejected), failed);
  return (
    <Flex vertical gap={12}>
      <Checkbox.Group
        aria-label="Checklist"
        value={checked}
        onChange={(v) => setChecked(v as CleaningChecklistItem[])}
        options={CLEANING_CHECKLIST.map((i) => ({ label: CLEANING_CHECKLIST_LABELS[i], value: i }))}
      />
      <Input.TextArea
        aria-label="Remarks"
        placeholder="Remarks (optional)"
        maxLength={500}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        // Fixed rows, not autoSize: antd's autoSize leaves a measuring <textarea> in <body>, aria-hidden yet
        // focusable (it sets "tab-index"), which every later screen then fails axe on (aria-hidden-focus).
        rows={3}
      />
      <Space wrap>
        <Button
          type="primary"
          disabled={reasons.length > 0}
          loading={approve.isPending}
          onClick={() =>
            approve
              .mutateAsync({ version: task.version, checklist, remarks: remarks || undefined })
              .then(done(CLEANING_MESSAGES.approved), failed)
          }
        >
          Approve
        </Button>
        <Popconfirm
          title={CLEANING_MESSAGES.rejectConfirm}
          description={`Not passed: ${reasons.map((r) => CLEANING_CHECKLIST_LABELS[r]).join(', ')}.`}
          okText="Send back"
          cancelText="Keep reviewing"
          okButtonProps={{ danger: true }}
          disabled={reasons.length === 0 || untouched}
          onConfirm={sendBack}
        >
          <Button danger disabled={reasons.length === 0 || untouched} loading={reject.isPending}>
            Send back for re-clean
          </Button>
        </Popconfirm>
      </Space>
      {untouched ? <Typography.Text type="secondary">{CLEANING_MESSAGES.rejectNeedsReview}</Typography.Text> : null}
      {reasons.length > 0 && reasons.length < CLEANING_CHECKLIST.length ? (
        <Typography.Text type="secondary">
          Not passed: {reasons.map((r) => CLEANING_CHECKLIST_LABELS[r]).join(', ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

/** What the viewer may do to the task now: the domain's table and the same permissions the API checks. */
export const CleaningActions = ({ task }: { task: CleaningTaskDetail }) => {
  const { uiRules } = useAccess();
  const assigner = uiRules.actionPermissions.ASSIGN_CLEANING;
  const reviewer = uiRules.actionPermissions.REVIEW_CLEANING;
  const parts = [
    assigner && may(task, 'ASSIGN') ? <AssignCleaner key="assign" task={task} /> : null,
    assigner && may(task, 'SUBMIT') ? <PhotoButtons key="photos" task={task} /> : null,
    reviewer && may(task, 'APPROVE') ? <Review key={`review-${task.version}`} task={task} /> : null,
  ].filter(Boolean);
  return parts.length ? (
    <Flex vertical gap={16}>
      {parts}
    </Flex>
  ) : null;
};
