import type { ReactNode } from 'react';
import { Alert, Badge, Card, Col, Descriptions, Row, Spin, Typography } from 'antd';
import type { InventoryDetail } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useBookedOrder, useExternalDelivery, useHoldingPeriod } from './inventory-extras-api.ts';
import { codeLabel } from './inventory-labels.ts';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A small titled card: a spinner while loading, the failure in words, else its content. */
const Fact = ({ title, query, children }: { title: string; query: QueryState; children: () => ReactNode }) => (
  <Card size="small" title={<h3 style={{ margin: 0, fontSize: 14 }}>{title}</h3>} style={{ height: '100%' }}>
    {query.isPending ? (
      <Spin />
    ) : query.isError ? (
      <Alert type="error" showIcon title={errorMessage(query.error)} />
    ) : (
      children()
    )}
  </Card>
);

const pairs = (items: readonly (readonly [string, ReactNode])[]) => (
  <Descriptions
    size="small"
    column={1}
    items={items.map(([label, value]) => ({ key: label, label, children: value || '—' }))}
  />
);

/**
 * What the API serves about the car's booking and standing (issue 19): the booked order, whether an
 * external delivery is allowed (and why not), and how long it has stood at its location. Three cards side
 * by side on a wide screen, stacked on a phone.
 */
export const InventoryBookingFacts = ({ car }: { car: Pick<InventoryDetail, 'id' | 'appointmentId'> }) => {
  const f = useFormatters();
  const order = useBookedOrder(car.appointmentId);
  const delivery = useExternalDelivery(car.appointmentId, car.id);
  const holding = useHoldingPeriod(car.appointmentId);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Fact title="Booked order" query={order}>
          {() => {
            const o = order.data;
            if (!o) return <Typography.Text type="secondary">Not booked.</Typography.Text>;
            return pairs([
              ['Order', o.orderId],
              ['Status', codeLabel(o.status)],
              ['Customer', o.customerName],
              ['Amount', f.money(o.amount)],
              ['Paid', f.money(o.amountPaid)],
              ['Delivery', codeLabel(o.deliveryMode)],
              ['Booked', f.dateTime(o.createdAt)],
            ]);
          }}
        </Fact>
      </Col>
      <Col xs={24} md={8}>
        <Fact title="External delivery" query={delivery}>
          {() => {
            const d = delivery.data;
            if (!d) return null;
            return (
              <>
                <Badge
                  status={d.allowed ? 'success' : 'default'}
                  text={d.allowed ? 'Allowed' : 'Not allowed'}
                  data-testid="external-delivery"
                />
                {d.reasons.length > 0 ? (
                  <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
                    {d.reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            );
          }}
        </Fact>
      </Col>
      <Col xs={24} md={8}>
        <Fact title="Location holding period" query={holding}>
          {() => {
            const h = holding.data;
            if (!h) return null;
            return pairs([
              ['Location', [h.locationCode, codeLabel(h.locationStatus)].filter(Boolean).join(' · ')],
              ['Since', h.since ? f.dateTime(h.since) : ''],
              ['Held for', h.days === null ? '' : `${h.days} day${h.days === 1 ? '' : 's'}`],
            ]);
          }}
        </Fact>
      </Col>
    </Row>
  );
};
