import { useNavigate } from 'react-router';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { locationInput, locationUpdate, type LocationDetail } from '@b2c/contracts';
import { LOCATION_SUBTYPE_LABELS, LOCATION_SUBTYPES, MESSAGES, VEHICLE_TYPES } from '@b2c/domain';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useCities, useCreateLocation, useUpdateLocation } from './location-api.ts';
import { cityOptions, LOCATION_TYPE_OPTIONS } from './location-columns.tsx';
import {
  LOCATION_LABELS as L,
  NEW_LOCATION,
  toFormValues,
  toLocationDraft,
  type LocationFormValues,
} from './location-form-values.ts';

const SUBTYPE_OPTIONS = LOCATION_SUBTYPES.map((s) => ({ label: LOCATION_SUBTYPE_LABELS[s], value: s }));
const shape = locationInput.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field], L[field])];
const half = { xs: 24, md: 12 } as const;

interface LocationFormProps {
  /** The row being edited; absent on /location/addlocation. */
  location?: LocationDetail;
  /** Refetches the row after a stale edit (409). */
  onReload?: () => void;
}

/**
 * Create and edit form of a store location. A create goes back to the grid; an edit stays, because
 * the hub media and the audit trail of the same location sit below the form.
 */
export const LocationForm = ({ location, onReload }: LocationFormProps) => {
  const [form] = Form.useForm<LocationFormValues>();
  const navigate = useNavigate();
  const { vertical } = useAccess();
  const cities = useCities();
  const create = useCreateLocation();
  const update = useUpdateLocation(location?.id ?? 0);
  const common = { form, labels: L };
  const creating = useSaveForm({
    ...common,
    schema: locationInput,
    save: create.mutateAsync,
    successMessage: MESSAGES.locationSaved,
    createFallbacks: true,
    onSaved: () => void navigate('/location'),
  });
  const updating = useSaveForm({
    ...common,
    schema: locationUpdate,
    save: update.mutateAsync,
    successMessage: MESSAGES.locationUpdated,
    onSaved: () => undefined,
  });
  const saver = location ? updating : creating;
  const verticalOptions = VEHICLE_TYPES.map((t) => `${vertical.country}:${t}`).map((v) => ({ label: v, value: v }));

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<LocationFormValues>
        form={form}
        layout="vertical"
        aria-label={location ? 'Edit location' : 'Add location'}
        initialValues={location ? toFormValues(location) : NEW_LOCATION}
        onFinish={(values) => void saver.submit(toLocationDraft(values, location?.version))}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="code"
              label={L.code}
              required={!location}
              rules={location ? [] : rule('code')}
              extra={location ? 'A saved code never changes.' : 'Capital letters, digits, "_" or "-".'}
            >
              <Input disabled={Boolean(location?.code)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="name" label={L.name} required rules={rule('name')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cityCode" label={L.cityCode} required rules={rule('cityCode')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={cityOptions(cities.data)}
                loading={cities.isLoading}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="locationType" label={L.locationType} required rules={rule('locationType')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={LOCATION_TYPE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="locationSubtype" label={L.locationSubtype} rules={rule('locationSubtype')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={SUBTYPE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="servesVerticals"
              label={L.servesVerticals}
              rules={rule('servesVerticals')}
              extra="Its own vertical is always included."
            >
              <Select mode="multiple" options={verticalOptions} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={L.address} required rules={rule('address')}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="latitude" label={L.latitude} rules={rule('latitude')}>
              <InputNumber style={{ width: '100%' }} step={0.000001} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="longitude" label={L.longitude} rules={rule('longitude')}>
              <InputNumber style={{ width: '100%' }} step={0.000001} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="holdingPeriodDays" label={L.holdingPeriodDays} rules={rule('holdingPeriodDays')}>
              <InputNumber style={{ width: '100%' }} min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={L.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={saver.saving}>
            Save
          </Button>
          <Button onClick={() => void navigate('/location')}>Cancel</Button>
        </Space>
      </Form>
    </>
  );
};
