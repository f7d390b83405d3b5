import { useNavigate } from 'react-router';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { routeInput, routeUpdateBody, type IntercityRoute } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';
import { StaleEditAlert } from '../../shared/forms/stale-edit-alert.tsx';
import { useSaveForm } from '../../shared/forms/use-save-form.ts';
import { useCreateIntercityRoute, useUpdateIntercityRoute } from './intercity-route-api.ts';
import { CitySelect, FormButtons, half, rulesFor } from './masterdata-form-kit.tsx';

export interface RouteFormValues {
  code?: string;
  fromCityCode?: string;
  toCityCode?: string;
  distanceKm?: number | null;
  transitDays?: number | null;
  active?: boolean;
}

export const ROUTE_LABELS = {
  code: 'Code',
  fromCityCode: 'From city',
  toCityCode: 'To city',
  distanceKm: 'Distance (km)',
  transitDays: 'Transit days',
  active: 'Active',
};
const rule = rulesFor(routeInput.shape, ROUTE_LABELS);
const LIST = '/masterdata/intercity';

const draft = (v: RouteFormValues) => ({
  fromCityCode: v.fromCityCode,
  toCityCode: v.toCityCode,
  distanceKm: v.distanceKm ?? undefined,
  transitDays: v.transitDays ?? undefined,
  active: v.active ?? true,
});

/** An intercity route (SPEC §3, identified by its code): from and to city, distance, transit days. */
export const IntercityRouteForm = ({ route, onReload }: { route?: IntercityRoute; onReload?: () => void }) => {
  const [form] = Form.useForm<RouteFormValues>();
  const navigate = useNavigate();
  const create = useCreateIntercityRoute();
  const update = useUpdateIntercityRoute(route?.code ?? '');
  const onSaved = () => void navigate(LIST);
  const common = { form, labels: ROUTE_LABELS, onSaved };
  const creating = useSaveForm({
    ...common,
    schema: routeInput,
    save: create.mutateAsync,
    successMessage: MESSAGES.intercityRouteSaved,
  });
  const updating = useSaveForm({
    ...common,
    schema: routeUpdateBody,
    save: update.mutateAsync,
    successMessage: MESSAGES.intercityRouteUpdated,
  });
  const saver = route ? updating : creating;

  const submit = (values: RouteFormValues) =>
    route
      ? updating.submit({ ...draft(values), version: route.version })
      : creating.submit({ ...draft(values), code: cleanText(values.code)?.toUpperCase() });

  return (
    <>
      <StaleEditAlert saver={saver} onReload={onReload} />
      <Form<RouteFormValues>
        form={form}
        layout="vertical"
        aria-label={route ? 'Edit intercity route' : 'Add intercity route'}
        initialValues={route ?? { active: true }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="code" label={ROUTE_LABELS.code} required rules={route ? [] : rule('code')}>
              <Input disabled={Boolean(route)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="active" label={ROUTE_LABELS.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="fromCityCode" label={ROUTE_LABELS.fromCityCode} required rules={rule('fromCityCode')}>
              <CitySelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="toCityCode" label={ROUTE_LABELS.toCityCode} required rules={rule('toCityCode')}>
              <CitySelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="distanceKm" label={ROUTE_LABELS.distanceKm} required rules={rule('distanceKm')}>
              <InputNumber style={{ width: '100%' }} min={1} precision={0} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="transitDays" label={ROUTE_LABELS.transitDays} required rules={rule('transitDays')}>
              <InputNumber style={{ width: '100%' }} min={0} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <FormButtons saving={saver.saving} listPath={LIST} />
      </Form>
    </>
  );
};
