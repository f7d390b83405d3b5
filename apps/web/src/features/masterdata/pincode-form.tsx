import { useNavigate } from 'react-router';
import { Col, Form, Input, Row, Switch } from 'antd';
import { pincodeInput, pincodeUpdate, type Pincode } from '@b2c/contracts';
import { cleanText } from '../../shared/forms/form-values.ts';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { CitySelect, FormButtons, half, rulesFor } from './masterdata-form-kit.tsx';
import { useCreatePincode, useUpdatePincode } from './pincode-api.ts';

export interface PincodeFormValues {
  pincode?: string;
  cityCode?: string;
  area?: string;
  serviceable?: boolean;
  active?: boolean;
}

export const PINCODE_LABELS = {
  pincode: 'Pincode',
  cityCode: 'City',
  area: 'Area',
  serviceable: 'Serviceable',
  active: 'Active',
};
const rule = rulesFor(pincodeInput.shape, PINCODE_LABELS);
const LIST = '/masterdata/pincode';

const draft = (v: PincodeFormValues) => ({
  pincode: cleanText(v.pincode),
  cityCode: v.cityCode,
  area: cleanText(v.area),
  serviceable: v.serviceable ?? true,
  active: v.active ?? true,
});

/**
 * A pincode of a city. SPEC §8 gives pincode saves no toast wording, so a successful save just
 * returns to the grid (where the row shows); failures still toast the server's message.
 */
export const PincodeForm = ({ pincode, onReload }: { pincode?: Pincode; onReload?: () => void }) => {
  const [form] = Form.useForm<PincodeFormValues>();
  const navigate = useNavigate();
  const create = useCreatePincode();
  const update = useUpdatePincode(pincode?.id ?? 0);
  const common = { form, labels: PINCODE_LABELS, onSaved: () => void navigate(LIST) };
  const creating = useSaveForm({ ...common, schema: pincodeInput, save: create.mutateAsync });
  const updating = useSaveForm({ ...common, schema: pincodeUpdate, save: update.mutateAsync });
  const saver = pincode ? updating : creating;

  const submit = (values: PincodeFormValues) =>
    pincode ? updating.submit({ ...draft(values), version: pincode.version }) : creating.submit(draft(values));

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<PincodeFormValues>
        form={form}
        layout="vertical"
        aria-label={pincode ? 'Edit pincode' : 'Add pincode'}
        initialValues={pincode ?? { serviceable: true, active: true }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="pincode" label={PINCODE_LABELS.pincode} required rules={rule('pincode')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cityCode" label={PINCODE_LABELS.cityCode} required rules={rule('cityCode')}>
              <CitySelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="area" label={PINCODE_LABELS.area} required rules={rule('area')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="serviceable" label={PINCODE_LABELS.serviceable} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={PINCODE_LABELS.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <FormButtons saving={saver.saving} listPath={LIST} />
      </Form>
    </>
  );
};
