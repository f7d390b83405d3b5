import { useNavigate } from 'react-router';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { zoneInput, zoneUpdateBody, type Zone } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { useLocationOptions } from './masterdata-api.ts';
import { CitySelect, FormButtons, half, rulesFor } from './masterdata-form-kit.tsx';
import { useCreateZone, useUpdateZone } from './zone-api.ts';

export interface ZoneFormValues {
  code?: string;
  name?: string;
  cityCode?: string;
  c2c?: boolean;
  active?: boolean;
  locationCodes?: string[];
}

export const ZONE_LABELS = {
  code: 'Code',
  name: 'Name',
  cityCode: 'City',
  c2c: 'C2C zone',
  active: 'Active',
  locationCodes: 'Locations',
};
const rule = rulesFor(zoneInput.shape, ZONE_LABELS);
const LIST = '/masterdata/zones';

const draft = (v: ZoneFormValues) => ({
  name: cleanText(v.name),
  cityCode: v.cityCode,
  c2c: v.c2c ?? false,
  active: v.active ?? true,
  locationCodes: v.locationCodes ?? [],
});

/** A zone (SPEC §3): a code and the list of locations in it, picked from the vertical's locations. */
export const ZoneForm = ({ zone, onReload }: { zone?: Zone; onReload?: () => void }) => {
  const [form] = Form.useForm<ZoneFormValues>();
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const create = useCreateZone();
  const update = useUpdateZone(zone?.id ?? 0);
  const onSaved = () => void navigate(LIST);
  const creating = useSaveForm({
    form,
    labels: ZONE_LABELS,
    schema: zoneInput,
    save: create.mutateAsync,
    successMessage: MESSAGES.zoneSaved,
    onSaved,
  });
  const updating = useSaveForm({
    form,
    labels: ZONE_LABELS,
    schema: zoneUpdateBody,
    save: update.mutateAsync,
    successMessage: MESSAGES.zoneUpdated,
    onSaved,
  });
  const saver = zone ? updating : creating;

  const submit = (values: ZoneFormValues) =>
    zone
      ? updating.submit({ ...draft(values), version: zone.version })
      : creating.submit({ ...draft(values), code: cleanText(values.code)?.toUpperCase() });

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<ZoneFormValues>
        form={form}
        layout="vertical"
        aria-label={zone ? 'Edit zone' : 'Add zone'}
        initialValues={zone ?? { c2c: false, active: true, locationCodes: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="code" label={ZONE_LABELS.code} required rules={zone ? [] : rule('code')}>
              <Input disabled={Boolean(zone)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="name" label={ZONE_LABELS.name} required rules={rule('name')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cityCode" label={ZONE_LABELS.cityCode} required rules={rule('cityCode')}>
              <CitySelect />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="c2c" label={ZONE_LABELS.c2c} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={ZONE_LABELS.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="locationCodes" label={ZONE_LABELS.locationCodes} rules={rule('locationCodes')}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                loading={locations.isLoading}
                options={(locations.data ?? []).map((l) => ({ label: `${l.name} (${l.code})`, value: l.code }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <FormButtons saving={saver.saving} listPath={LIST} />
      </Form>
    </>
  );
};
