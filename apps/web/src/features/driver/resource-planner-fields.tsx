import { Checkbox, Col, Form, Row, Typography } from 'antd';
import { dayAvailability } from '@b2c/contracts';
import { DAYS, type Day } from '@b2c/domain';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { TimeInput } from '../../shared/forms/date-inputs.tsx';

const capitalised = (day: Day) => day.charAt(0).toUpperCase() + day.slice(1);

/** A time is checked only on a working day; "to" must come after "from" (the API refuses it too). */
const timeRules = (day: Day, part: 'from' | 'to') => [
  ({ getFieldValue }: { getFieldValue: (name: (string | number)[]) => unknown }) => ({
    validator: async (rule: unknown, value: unknown) => {
      if (!getFieldValue(['plan', day, 'on'])) return;
      await zodRule(dayAvailability.shape[part], `${capitalised(day)} ${part}`).validator(rule, value);
      const from: unknown = getFieldValue(['plan', day, 'from']);
      if (part === 'to' && typeof from === 'string' && typeof value === 'string' && value <= from) {
        throw new Error(`${capitalised(day)} to must be after ${from}`);
      }
    },
  }),
];

/** SPEC §7 resource planner: the driver's weekly availability, monday to sunday. */
export const ResourcePlannerFields = () => (
  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
    <legend style={{ border: 0, marginBottom: 0 }}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: '8px 0' }}>
        Resource planner
      </Typography.Title>
    </legend>
    {DAYS.map((day) => (
      <Row key={day} gutter={8} align="top">
        <Col xs={24} sm={6} md={4}>
          <Form.Item name={['plan', day, 'on']} valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{capitalised(day)}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={4}>
          <Form.Item
            name={['plan', day, 'from']}
            dependencies={[['plan', day, 'on']]}
            rules={timeRules(day, 'from')}
            style={{ marginBottom: 8 }}
          >
            <TimeInput aria-label={`${capitalised(day)} from`} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={4}>
          <Form.Item
            name={['plan', day, 'to']}
            dependencies={[
              ['plan', day, 'on'],
              ['plan', day, 'from'],
            ]}
            rules={timeRules(day, 'to')}
            style={{ marginBottom: 8 }}
          >
            <TimeInput aria-label={`${capitalised(day)} to`} />
          </Form.Item>
        </Col>
      </Row>
    ))}
  </fieldset>
);
