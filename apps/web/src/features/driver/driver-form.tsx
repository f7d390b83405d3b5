import { useNavigate } from 'react-router';
import { Button, Col, Divider, Form, Input, Row, Select, Space, Switch } from 'antd';
import { driverInput, resourcePlanInput, type Driver, type DriverInput, type ResourcePlan } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { maxLengthOf } from '../../shared/forms/contract-fields.tsx';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { useSaveDriver } from './driver-api.ts';
import { DRIVER_TYPE_OPTIONS, STAFF_TYPE_OPTIONS, VENDOR_OPTIONS } from './driver-columns.tsx';
import {
  DRIVER_LABELS as L,
  NEW_DRIVER,
  toDriverDraft,
  toFormValues,
  type DriverFormValues,
} from './driver-form-values.ts';
import { ResourcePlannerFields } from './resource-planner-fields.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** The driver and its week are checked together before anything is sent. */
const driverWithPlan = driverInput.extend({ availability: resourcePlanInput.shape.availability });
const shape = driverInput.shape;
const rule = (field: keyof typeof L & keyof typeof shape) => [zodRule(shape[field], L[field])];
const half = { xs: 24, md: 12 } as const;
const sameWeek = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface DriverFormProps {
  driver?: Driver;
  plan?: ResourcePlan | null;
  onReload?: () => void;
}

/** Add and edit form of a driver with its resource planner; a save returns to the grid. */
export const DriverForm = ({ driver, plan, onReload }: DriverFormProps) => {
  const [form] = Form.useForm<DriverFormValues>();
  const navigate = useNavigate();
  const locations = useActiveLocations();
  const save = useSaveDriver();
  const saver = useSaveForm({
    form,
    labels: L,
    schema: driverWithPlan,
    save: ({ availability, ...body }: DriverInput & { availability: ResourcePlan['availability'] }) =>
      save.mutateAsync({
        driver: body,
        // An edit that leaves the week as stored does not write the plan again.
        ...(driver && plan && sameWeek(plan.availability, availability) ? {} : { availability }),
        ...(plan ? { planVersion: plan.version } : {}),
      }),
    successMessage: driver ? MESSAGES.driverUpdated : MESSAGES.driverSaved,
    createFallbacks: !driver,
    withStatus: true,
    onSaved: () => void navigate(paths.driver.list()),
  });
  const locationOptions = (locations.data ?? []).map((l) => ({ label: `${l.name} (${l.code})`, value: l.code }));

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<DriverFormValues>
        form={form}
        layout="vertical"
        aria-label={driver ? 'Edit driver' : 'Add driver'}
        initialValues={driver ? toFormValues(driver, plan ?? null) : NEW_DRIVER}
        onFinish={(values) => void saver.submit(toDriverDraft(values, driver))}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="name" label={L.name} required rules={rule('name')}>
              <Input autoComplete="off" maxLength={maxLengthOf(shape.name)} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="mobile"
              label={L.mobile}
              required
              rules={rule('mobile')}
              extra="8 to 15 digits, optionally starting with +"
            >
              <Input inputMode="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label={L.email} rules={rule('email')}>
              {/* Not type="email": the browser would block the submit with its own bubble instead of our message. */}
              <Input inputMode="email" autoComplete="off" maxLength={maxLengthOf(shape.email)} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="homeLocationCode" label={L.homeLocationCode} rules={rule('homeLocationCode')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={locations.isLoading}
                options={locationOptions}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="driverType" label={L.driverType} required rules={rule('driverType')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={DRIVER_TYPE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="staffType" label={L.staffType} rules={rule('staffType')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={STAFF_TYPE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="vendor" label={L.vendor} required rules={rule('vendor')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={VENDOR_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="active" label={L.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider style={{ margin: '0 0 8px' }} />
        <ResourcePlannerFields />
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saver.saving}>
            Save
          </Button>
          <Button onClick={() => void navigate(paths.driver.list())}>Cancel</Button>
        </Space>
      </Form>
    </>
  );
};
