import { Form, Input, Select, Typography } from 'antd';
import type { InventoryDetail, PendingAction } from '@b2c/contracts';
import type { PendingActionDecision } from '@b2c/domain';
import { cleanText } from '../../../shared/forms/form-values.ts';
import { NumberInput } from '../../../shared/forms/number-input.tsx';
import { useDialogSave } from '../../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { useDecidePendingAction } from '../inventory-api.ts';
import { codeLabel } from '../inventory-labels.ts';
import { isPriceRequest, usePendingValue } from './pending-action-text.ts';

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
  car: Pick<InventoryDetail, 'appointmentId'>;
  action: PendingAction;
  decision: PendingActionDecision;
  onClose: () => void;
}

/** Approve, modify (with the value to apply instead) or reject one request, with optional remarks. */
export const PendingDecisionDialog = ({ car, action, decision, onClose }: Props) => {
  const [form] = Form.useForm<DecisionValues>();
  const decide = useDecidePendingAction(car.appointmentId);
  const price = isPriceRequest(action);
  const proposed = usePendingValue()(action, action.proposedValue);

  const saver = useDialogSave({ onSaved: onClose });

  const submit = (values: DecisionValues) => {
    const remarks = cleanText(values.remarks);
    void saver.save(async () => {
      await decide.mutateAsync({
        id: action.id,
        decision,
        version: action.version,
        ...(decision === 'MODIFY' && values.value !== undefined ? { value: values.value } : {}),
        ...(remarks ? { remarks } : {}),
      });
      return DECISION_TOASTS[decision];
    });
  };

  return (
    <FormModal
      title={`${codeLabel(decision)} request #${action.id}`}
      saveLabel={codeLabel(decision)}
      danger={decision === 'REJECT'}
      saving={saver.saving}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {action.requestedBy} asks for {codeLabel(action.type)}: {proposed}.
      </Typography.Paragraph>
      <Form<DecisionValues> form={form} name="pending-decision" layout="vertical" onFinish={submit}>
        {decision === 'MODIFY' ? (
          <Form.Item
            name="value"
            label="Value to apply instead"
            rules={[{ required: true, message: 'Value to apply instead is required.' }]}
          >
            {price ? (
              <NumberInput />
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
    </FormModal>
  );
};
