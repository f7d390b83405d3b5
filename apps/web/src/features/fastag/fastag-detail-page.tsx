import { useParams } from 'react-router';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { fastagAuditEndpoints } from '@b2c/contracts';
import { FASTAG_DOCUMENT_LABELS, FASTAG_ORDER_STATE_LABELS } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { FASTAG_GRID_KEY, useFastagOrder } from './fastag-api.ts';
import { kycTag } from './fastag-columns.tsx';
import { FastagDocuments } from './fastag-documents.tsx';
import { FastagOrderActions } from './fastag-order-actions.tsx';

const plain = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** /fastag/{id}: SPEC §3's fulfilment detail: view fields, documents, KYC, activation and the audit trail. */
export const FastagDetailPage = () => {
  const { orderId = '' } = useParams();
  const id = Number(orderId);
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon title={`${orderId} is not an order id.`} />;
  return <FastagDetail id={id} />;
};

const FastagDetail = ({ id }: { id: number }) => {
  const { uiRules } = useAccess();
  const detail = useFastagOrder(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert type="error" showIcon title={errorMessage(detail.error)} />;
  const d = detail.data;
  const { order } = d;
  const mayEdit = uiRules.actionPermissions.MANAGE_FASTAG;
  return (
    <PageCard title={`FASTag order ${order.orderNumber}`}>
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          {d.viewFields.map((field) => (
            <Descriptions.Item key={field.label} label={field.label}>
              {/* Plain text: typed values are shown as typed. */}
              <Typography.Text style={plain}>{field.value ?? '—'}</Typography.Text>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="Car">
            {[order.appointmentId, order.registrationNumber].filter(Boolean).join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label="Tag class">{order.tagClass ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Order status">
            <span data-testid="fastag-order-status">{FASTAG_ORDER_STATE_LABELS[order.status]}</span>
          </Descriptions.Item>
          <Descriptions.Item label="KYC status">{kycTag(order.kycStatus)}</Descriptions.Item>
          <Descriptions.Item label="Age">{`${order.ageDays} days`}</Descriptions.Item>
          {order.kycRejectionReason ? (
            <Descriptions.Item label="Rejection reason" span="filled">
              <Typography.Text style={plain}>{order.kycRejectionReason}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {mayEdit ? <FastagOrderActions detail={d} /> : null}
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Documents
        </Typography.Title>
        {d.missingDocuments.length > 0 ? (
          <Alert
            type="info"
            showIcon
            title={`Still needed for KYC: ${d.missingDocuments.map((t) => FASTAG_DOCUMENT_LABELS[t]).join(', ')}`}
          />
        ) : null}
        <FastagDocuments detail={d} mayEdit={mayEdit} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Audit trail
        </Typography.Title>
        <AuditTrail endpoints={fastagAuditEndpoints} id={order.id} listGridKey={FASTAG_GRID_KEY} />
      </Flex>
    </PageCard>
  );
};
