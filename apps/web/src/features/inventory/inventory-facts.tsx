import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Row, Spin, Typography } from 'antd';
import type { ContactPerson, Order } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useContactPersons, useInspection, useOrders, usePaymentStatus } from './inventory-api.ts';
import { codeLabel } from './inventory-labels.ts';

const Section = ({
  title,
  query,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: () => ReactNode;
}) => (
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
const none = (what: string) => <Typography.Text type="secondary">No {what} recorded.</Typography.Text>;

/** Inspection, payment, orders and whom to call: the read-only facts around a car (SPEC §7 reads). */
export const InventoryFacts = ({ appointmentId }: { appointmentId: string }) => {
  const f = useFormatters();
  const inspection = useInspection(appointmentId);
  const payment = usePaymentStatus(appointmentId);
  const orders = useOrders(appointmentId);
  const contacts = useContactPersons();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Section title="Inspection (post refurb)" query={inspection}>
          {() => {
            const i = inspection.data;
            if (!i) return none('inspection');
            const items = [
              ['Inspector', i.inspector],
              ['Score', i.score],
              ['Inspected', f.dateTime(i.inspectedAt)],
              ['Refurb cost', f.money(i.refurbCost)],
              ['Refurb stages', i.refurbStages.join(', ')],
              ['Remarks', i.remarks ?? ''],
            ];
            return (
              <Descriptions
                size="small"
                column={1}
                items={items.map(([label, value]) => ({ key: label, label, children: value || '—' }))}
              />
            );
          }}
        </Section>
      </Col>
      <Col xs={24} lg={12}>
        <Section title="Payment" query={payment}>
          {() => {
            const p = payment.data;
            if (!p) return none('payment');
            const items = [
              ['State', codeLabel(p.state)],
              ['Order', p.orderId ?? ''],
              ['Amount', f.money(p.amount)],
              ['Paid', f.money(p.amountPaid)],
              ['Balance', f.money(p.balance)],
            ];
            return (
              <Descriptions
                size="small"
                column={1}
                items={items.map(([label, value]) => ({ key: label, label, children: value || '—' }))}
              />
            );
          }}
        </Section>
      </Col>
      <Col xs={24}>
        <Section title="Orders" query={orders}>
          {() => (
            <DataGrid<Order>
              gridKey="inventory-orders"
              aria-label="Orders"
              compact
              rowKey={(o) => o.orderId}
              rows={orders.data}
              emptyText="No orders for this car"
              columns={[
                { key: 'orderId', title: 'Order', sortable: true },
                { key: 'status', title: 'Status', value: (o) => codeLabel(o.status) },
                { key: 'customer', title: 'Customer', value: (o) => o.customerName },
                { key: 'amount', title: 'Amount', value: (o) => f.money(o.amount) },
                { key: 'paid', title: 'Paid', value: (o) => f.money(o.amountPaid) },
                { key: 'delivery', title: 'Delivery', value: (o) => codeLabel(o.deliveryMode) },
                { key: 'created', title: 'Created', value: (o) => f.dateTime(o.createdAt) },
              ]}
            />
          )}
        </Section>
      </Col>
      <Col xs={24}>
        <Section title="Contact persons" query={contacts}>
          {() => (
            <DataGrid<ContactPerson>
              gridKey="inventory-contact-persons"
              aria-label="Contact persons"
              compact
              rowKey={(c) => c.email}
              rows={contacts.data}
              emptyText="No contact persons configured"
              columns={[
                { key: 'name', title: 'Name', sortable: true },
                { key: 'role', title: 'Role', sortable: true },
                { key: 'email', title: 'Email', render: (c) => <a href={`mailto:${c.email}`}>{c.email}</a> },
                { key: 'phone', title: 'Phone', render: (c) => <a href={`tel:${c.phone}`}>{c.phone}</a> },
              ]}
            />
          )}
        </Section>
      </Col>
    </Row>
  );
};
