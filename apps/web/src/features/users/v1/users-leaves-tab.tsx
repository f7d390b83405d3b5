import { useState } from 'react';
import { Button, Flex, Form, Popconfirm, Row, Segmented, Select, Tag } from 'antd';
import { leaveInput, type ManagedUser, type UserLeave } from '@b2c/contracts';
import { ROSTER_MESSAGES, codeLabel, todayIn, type LeaveState } from '@b2c/domain';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Can } from '../../../shared/auth/can.tsx';
import { contractFields, type ContractInput } from '../../../shared/forms/contract-fields.tsx';
import { DateInput } from '../../../shared/forms/date-inputs.tsx';
import { serverFieldErrors, zodFieldErrors } from '../../../shared/forms/form-errors.ts';
import { useDialogSave } from '../../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useVertical } from '../../../shared/vertical/use-vertical.ts';
import { findUsers } from '../users-api.ts';
import { DataGrid } from '../../../shared/data-table/data-grid.tsx';
import { LEAVES_GRID_KEY, useApplyLeave, useLeaves, useRevokeLeave } from './users-roster-api.ts';

const LABELS = { userId: 'User', from: 'From', to: 'To', reason: 'Reason' };
const { Field } = contractFields(leaveInput, LABELS);

/** A user of the current vertical, found by the start of their name. */
const UserSearch = (props: { value?: number; onChange?: (id: number) => void }) => {
  const [found, setFound] = useState<ManagedUser[]>([]);
  const search = (prefix: string) => {
    if (prefix.trim()) void findUsers(prefix.trim()).then(setFound, () => setFound([]));
  };
  return (
    <Select
      {...props}
      showSearch
      aria-label="User"
      placeholder="Find a user by name"
      filterOption={false}
      onSearch={search}
      notFoundContent={null}
      options={found.map((u) => ({ label: `${u.name} (${u.userName})`, value: u.id }))}
    />
  );
};

/** Apply a leave: a user, from and to dates of the vertical's calendar (no overlap: the API checks), a reason. */
const ApplyLeaveDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<ContractInput<typeof leaveInput>>();
  const apply = useApplyLeave();
  const saver = useDialogSave({
    onSaved: onClose,
    onFailed: (error) =>
      form.setFields(
        serverFieldErrors(error, LABELS).map((f) => ({
          name: String(f.name[0]) as keyof typeof LABELS,
          errors: f.errors,
        })),
      ),
  });
  const save = async () => {
    const typed = await form.validateFields();
    // The whole-leave rule (To on or after From) is the contract's; it is said on the To field, not swallowed.
    const problems = zodFieldErrors(leaveInput, typed, LABELS);
    if (problems.length > 0) {
      form.setFields(problems.map((f) => ({ name: String(f.name[0]) as keyof typeof LABELS, errors: f.errors })));
      return;
    }
    const values = leaveInput.parse(typed);
    await saver.save(async () => {
      await apply.mutateAsync(values);
      return ROSTER_MESSAGES.leaveApplied;
    });
  };
  return (
    <FormModal
      title="Apply leave"
      saveLabel="Apply"
      saving={saver.saving}
      onSave={() => void save().catch(() => undefined)}
      onClose={onClose}
    >
      <Form form={form} name="leave" layout="vertical" aria-label="Leave">
        <Row gutter={16}>
          <Field name="userId" span="full">
            <UserSearch />
          </Field>
          <Field name="from" span="half">
            <DateInput />
          </Field>
          <Field name="to" span="half">
            <DateInput />
          </Field>
          <Field name="reason" span="full" />
        </Row>
      </Form>
    </FormModal>
  );
};

const RevokeLeave = ({ leave, today }: { leave: UserLeave; today: string }) => {
  const revoke = useRevokeLeave();
  if (leave.state !== 'APPLIED' || leave.to < today) return null;
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync({ id: leave.id, version: leave.version });
      toast('success', ROSTER_MESSAGES.leaveRevoked);
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };
  return (
    <Popconfirm
      title={`Revoke the leave of ${leave.name} from ${leave.from} to ${leave.to}?`}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      onConfirm={onRevoke}
    >
      <Button size="small" danger loading={revoke.isPending}>
        Revoke
      </Button>
    </Popconfirm>
  );
};

const STATE_FILTERS = [
  { label: 'All', value: 'ALL' },
  { label: 'Applied', value: 'APPLIED' },
  { label: 'Revoked', value: 'REVOKED' },
];

/** SPEC §7 V1 "leaves (get, apply, revoke)": the vertical's leaves, newest first; apply and revoke. */
export const UsersLeavesTab = () => {
  const { vertical } = useVertical();
  const today = todayIn(vertical?.country ?? 'IN');
  const [state, setState] = useState<LeaveState | undefined>();
  const [applying, setApplying] = useState(false);
  const leaves = useLeaves(state);
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center" justify="space-between">
        <Segmented
          aria-label="Leave state"
          options={STATE_FILTERS}
          value={state ?? 'ALL'}
          onChange={(v) => setState(v === 'ALL' ? undefined : (v as LeaveState))}
        />
        <Can action="MANAGE_USERS">
          <Button type="primary" onClick={() => setApplying(true)}>
            Apply leave
          </Button>
        </Can>
      </Flex>
      <DataGrid<UserLeave>
        gridKey={LEAVES_GRID_KEY}
        aria-label="Leaves"
        compact
        rowKey={(l) => l.id}
        rows={leaves.data}
        loading={leaves.isLoading}
        error={leaves.error}
        onRetry={() => void leaves.refetch()}
        emptyText="No leaves."
        exportFileName="leaves"
        columns={[
          // Not sortable: antd names a sortable header by its title, and "User" is the apply dialog's field.
          { key: 'name', title: 'User', value: (l) => `${l.name} (${l.userName})` },
          { key: 'from', title: 'From', sortable: true },
          { key: 'to', title: 'To', sortable: true },
          { key: 'reason', title: 'Reason' },
          {
            key: 'state',
            title: 'State',
            value: (l) => codeLabel(l.state),
            // Plain tags: antd's green tag text falls below 4.5:1 contrast; the word says the state.
            render: (l) => <Tag>{codeLabel(l.state)}</Tag>,
          },
          {
            key: 'actions',
            title: 'Actions',
            exportable: false,
            render: (l) => (
              <Can action="MANAGE_USERS">
                <RevokeLeave leave={l} today={today} />
              </Can>
            ),
          },
        ]}
      />
      {applying ? <ApplyLeaveDialog onClose={() => setApplying(false)} /> : null}
    </Flex>
  );
};
