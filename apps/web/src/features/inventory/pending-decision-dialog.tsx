import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import type { InventoryDetail, PendingAction } from '@b2c/contracts';
import type { PendingActionDecision } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { cleanText } from '../../shared/forms/form-values.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useDecidePendingAction } from './inventory-api.ts';
import { codeLabel } from './inventory-labels.ts';

interface DecisionValues {
  value?: number | string;
  remarks?: string;
}

/** SPEC names no toast for decisions; these say what happened to the request. */
export const DECISION_TOASTS: Record<PendingActionDecision, string> = {
  APPROVE: 'Pending action approved',
  MODIFY: 'Pending action modified and applied',
  REJECT: 'Pending action rejected',
};

interface Props {
  car: InventoryDetail;
  action: PendingAction;
  decision: PendingActionDecision;
  onClose: () => void;
}

/** Approve, modify (with the value to apply instead) or reject one request, with optional remarks. */
export const PendingDecisionDialog = ({ car, action, decision, onClose }: Props) => {
  const [form] = Form.useForm<DecisionValues>();
  const f = useFormatters();
  const decide = useDecidePendingAction(car.appointmentId);
  const price = action.type !== 'PUBLISH_STATUS_UPDATE';
  const proposed = price ? f.money(action.proposedValue) : codeLabel(action.proposedValue);

  const submit = async (values: DecisionValues) => {
    const remarks = cleanText(values.remarks);
    try {
      await decide.mutateAsync({
        id: action.id,
        decision,
        version: action.version,
        ...(decision === 'MODIFY' && values.value !== undefined ? { value: values.value } : {}),
        ...(remarks ? { remarks } : {}),
      });
      toast('success', DECISION_TOASTS[decision]);
      onClose();
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={`${codeLabel(decision)} request #${action.id}`}
      okText={codeLabel(decision)}
      okButtonProps={{ danger: decision === 'REJECT', loading: decide.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {action.requestedBy} asks for {codeLabel(action.type)}: {proposed}.
      </Typography.Paragraph>
      <Form<DecisionValues> form={form} name="pending-decision" layout="vertical" onFinish={(v) => void submit(v)}>
        {decision === 'MODIFY' ? (
          <Form.Item
            name="value"
            label="Value to apply instead"
            rules={[{ required: true, message: 'Value to apply instead is required.' }]}
          >
            {price ? (
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
            ) : (
              <Select
                options={['PUBLISH', 'UNPUBLISH', 'PERMANENT_DELISTING'].map((v) => ({
                  value: v,
                  label: codeLabel(v),
                }))}
              />
            )}
          </Form.Item>
        ) : null}
        <Form.Item name="remarks" label="Remarks">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
