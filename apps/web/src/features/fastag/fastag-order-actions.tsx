import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { fastagRejectReason, fastagSerialNumber, type FastagFulfilment } from '@b2c/contracts';
import { decideFastagStep, type FastagOrderEvent } from '@b2c/domain';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useActivateFastag, useUpdateFastagDetails, useUpdateFastagKyc } from './fastag-api.ts';

type Open = 'details' | 'reject' | undefined;

/** Why a step cannot be taken now, in the API's own words (the same transition table), or undefined. */
const refusalOf = (detail: FastagFulfilment, event: FastagOrderEvent): string | undefined => {
  const { order } = detail;
  const decision = decideFastagStep(order.orderNumber, order.status, event, {
    documentsComplete: detail.missingDocuments.length === 0,
    serialAssigned: order.serialNumber !== null,
  });
  return decision.ok ? undefined : decision.message;
};

/** Serial number, KYC decision and activation of one order (MANAGE_FASTAG); each says why when it cannot. */
export const FastagOrderActions = ({ detail }: { detail: FastagFulfilment }) => {
  const { order } = detail;
  const [open, setOpen] = useState<Open>();
  const kyc = useUpdateFastagKyc(order.id);
  const activate = useActivateFastag(order.id);
  const saver = useDialogSave({ onSaved: () => setOpen(undefined) });
  const kycRefusal = refusalOf(detail, 'VERIFY_KYC');
  const activateRefusal = refusalOf(detail, 'ACTIVATE');
  const detailsRefusal = refusalOf(detail, 'UPDATE_DETAILS');
  return (
    <Flex vertical gap={8}>
      <Space wrap>
        <Button disabled={detailsRefusal !== undefined} onClick={() => setOpen('details')}>
          Assign serial number
        </Button>
        <Button
          disabled={kycRefusal !== undefined}
          loading={saver.saving && kyc.isPending}
          onClick={() =>
            void saver.save(async () => {
              await kyc.mutateAsync({ version: order.version, kycStatus: 'VERIFIED' });
              return 'KYC verified';
            })
          }
        >
          Verify KYC
        </Button>
        <Button danger disabled={kycRefusal !== undefined} onClick={() => setOpen('reject')}>
          Reject KYC
        </Button>
        <Button
          type="primary"
          disabled={activateRefusal !== undefined}
          loading={activate.isPending}
          onClick={() =>
            void saver.save(async () => {
              await activate.mutateAsync(order.version);
              return 'FASTag activated';
            })
          }
        >
          Activate
        </Button>
      </Space>
      {[kycRefusal && order.status !== 'ACTIVATED' ? kycRefusal : undefined, activateRefusal]
        .filter((m): m is string => m !== undefined)
        .filter((m, i, all) => all.indexOf(m) === i)
        .map((m) => (
          <Typography.Text key={m} type="secondary" data-testid="fastag-refusal">
            {m}
          </Typography.Text>
        ))}
      {open === 'details' ? <DetailsDialog detail={detail} onClose={() => setOpen(undefined)} /> : null}
      {open === 'reject' ? <RejectDialog detail={detail} onClose={() => setOpen(undefined)} /> : null}
    </Flex>
  );
};

const DetailsDialog = ({ detail, onClose }: { detail: FastagFulfilment; onClose: () => void }) => {
  const { order } = detail;
  const update = useUpdateFastagDetails(order.id);
  const saver = useDialogSave({ onSaved: onClose });
  const [form] = Form.useForm<{ serialNumber: string; tagClass?: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await saver.save(async () => {
      await update.mutateAsync({
        version: order.version,
        serialNumber: values.serialNumber.trim() === '' ? null : values.serialNumber,
        tagClass: values.tagClass ?? null,
      });
      return 'Fulfilment details saved';
    });
  };
  return (
    <FormModal
      title="Serial number"
      saveLabel="Save"
      saving={saver.saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="fastag-details"
        initialValues={{ serialNumber: order.serialNumber ?? '', tagClass: order.tagClass ?? undefined }}
      >
        <Form.Item name="serialNumber" label="Serial number" rules={[zodRule(fastagSerialNumber, 'Serial number')]}>
          <Input maxLength={30} placeholder="608268-001-0000001" />
        </Form.Item>
        <Form.Item name="tagClass" label="Tag class">
          <Select allowClear options={detail.tagClasses.map((c) => ({ label: c, value: c }))} aria-label="Tag class" />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

const RejectDialog = ({ detail, onClose }: { detail: FastagFulfilment; onClose: () => void }) => {
  const { order } = detail;
  const kyc = useUpdateFastagKyc(order.id);
  const saver = useDialogSave({ onSaved: onClose });
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await saver.save(async () => {
      await kyc.mutateAsync({ version: order.version, kycStatus: 'REJECTED', reason: values.reason });
      return 'KYC rejected';
    });
  };
  return (
    <FormModal
      title="Reject KYC"
      saveLabel="Reject"
      danger
      saving={saver.saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" name="fastag-reject">
        <Form.Item name="reason" label="Reason" rules={[zodRule(fastagRejectReason, 'Reason')]}>
          <Input.TextArea maxLength={300} rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
