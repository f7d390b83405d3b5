import { Form, Input, Typography } from 'antd';
import type { YardAudit, YardAuditMissingRow } from '@b2c/contracts';
import { YARD_AUDIT_REASON_MAX } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useMarkMissing } from './yard-audit-api.ts';

const REASON = 'Reason';

/**
 * "Mark missing": nothing is written on the car here — the reason goes to an approver as a request to
 * mark it lost (a pending action), as price changes wait for one.
 */
export const MarkMissingDialog = ({
  audit,
  car,
  onClose,
}: {
  audit: YardAudit;
  car: YardAuditMissingRow;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<{ reason?: string }>();
  const mark = useMarkMissing(audit.id);
  const saver = useDialogSave({ onSaved: onClose });
  const submit = ({ reason }: { reason?: string }) =>
    void saver.save(async () => {
      await mark.mutateAsync({ appointmentId: car.appointmentId, reason: cleanText(reason) ?? '' });
      return 'Sent to an approver: the car is marked lost once they approve.';
    });
  return (
    <FormModal
      title={`Mark ${car.registrationNumber ?? car.appointmentId} missing`}
      saveLabel="Send for approval"
      saving={saver.saving}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {car.vehicle} was expected at {audit.locationName} and not found. An approver decides whether it is marked lost.
      </Typography.Paragraph>
      <Form form={form} name="yard-audit-missing" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={REASON}
          rules={[
            { required: true, whitespace: true, message: `${REASON} is required.` },
            { max: YARD_AUDIT_REASON_MAX, message: `${REASON} must be at most ${YARD_AUDIT_REASON_MAX} characters.` },
          ]}
        >
          <Input.TextArea rows={3} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
