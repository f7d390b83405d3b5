import { Form, Input, Select, Typography } from 'antd';
import type { PendingAction, PendingActionDecisionBody } from '@b2c/contracts';
import { PUBLISH_REQUESTS, type PendingActionDecision, type PendingActionType } from '@b2c/domain';
import { useAccess } from '../../../shared/session/access-provider.tsx';
import { cleanText } from '../../../shared/forms/form-values.ts';
import { useDialogSave } from '../../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { useDecidePendingAction } from '../inventory-api.ts';
import { codeLabel } from '../inventory-labels.ts';
import { PriceFormItem } from '../price-form-item.tsx';
import { isPriceRequest, usePendingValue } from './pending-action-text.ts';

interface DecisionValues {
  value?: PendingActionDecisionBody['value'];
  remarks?: string;
}

const VALUE_LABEL = 'Value to apply instead';
/** Whose bound an out-of-range value breaks, as the car's own price dialog says it. */
const PRICE_SUBJECT: Record<PendingActionType, string> = {
  LISTING_PRICE_UPDATE: 'Listing price',
  OFFER_PRICE_UPDATE: 'Target price',
  PUBLISH_STATUS_UPDATE: 'Value',
  MARK_MISSING: 'Value',
};

/** SPEC names no toast for decisions; these say what happened to the request. */
export const DECISION_TOASTS: Record<PendingActionDecision, string> = {
  APPROVE: 'Pending action approved',
  MODIFY: 'Pending action modified and applied',
  REJECT: 'Pending action rejected',
};

interface Props {
  action: PendingAction;
  decision: PendingActionDecision;
  onClose: () => void;
}

/** Approve, modify (with the value to apply instead) or reject one request, with optional remarks. */
export const PendingDecisionDialog = ({ action, decision, onClose }: Props) => {
  const [form] = Form.useForm<DecisionValues>();
  const decide = useDecidePendingAction();
  const price = isPriceRequest(action);
  const { country } = useAccess().vertical;
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
        {decision === 'MODIFY' && price ? (
          <PriceFormItem name="value" label={VALUE_LABEL} subject={PRICE_SUBJECT[action.type]} country={country} />
        ) : null}
        {decision === 'MODIFY' && !price ? (
          <Form.Item
            name="value"
            label={VALUE_LABEL}
            rules={[{ required: true, message: `${VALUE_LABEL} is required.` }]}
          >
            <Select options={PUBLISH_REQUESTS.map((v) => ({ value: v, label: codeLabel(v) }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="remarks" label="Remarks">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
