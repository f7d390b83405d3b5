import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { documentAuditEndpoints } from '@b2c/contracts';
import {
  AGEING_BUCKETS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  documentName,
  documentStatusLabel,
  isOneOf,
  type DocumentAction,
} from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { DOCUMENT_GRID_KEY, useDocument } from './document-api.ts';
import { DocumentActionDialog } from './document-action-dialog.tsx';
import { DocumentActionButtons, slotText } from './document-columns.tsx';

/** /document-pendency/{appointmentId}/{documentType}: one document, its next steps and its audit trail. */
export const DocumentDetailPage = () => {
  const { appointmentId = '', documentType = '' } = useParams();
  if (!isOneOf(DOCUMENT_TYPES, documentType))
    return <Alert type="error" showIcon title={`${documentType} is not a document type.`} />;
  return <DocumentDetail appointmentId={appointmentId} documentType={documentType} />;
};

const DocumentDetail = ({
  appointmentId,
  documentType,
}: {
  appointmentId: string;
  documentType: (typeof DOCUMENT_TYPES)[number];
}) => {
  const f = useFormatters();
  const doc = useDocument(appointmentId, documentType);
  const [action, setAction] = useState<DocumentAction | undefined>();
  if (doc.isPending) return <PageSpinner />;
  if (doc.isError) return <Alert type="error" showIcon title={errorMessage(doc.error)} />;
  const d = doc.data;
  const bucket = AGEING_BUCKETS.find((b) => b.key === d.ageBucket);
  return (
    <PageCard title={documentName(d.documentType, d.appointmentId)}>
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="Document">{DOCUMENT_TYPE_LABELS[d.documentType]}</Descriptions.Item>
          <Descriptions.Item label="Status">{documentStatusLabel(d.status)}</Descriptions.Item>
          <Descriptions.Item label="Current location">{d.documentLocation ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Destination">{d.destinationLocation ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Slot">{slotText(d.slot) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Ageing">
            {d.ageDays === null ? '—' : `${d.ageDays} days (${bucket?.label ?? ''})`}
          </Descriptions.Item>
          <Descriptions.Item label="Procured">{f.date(d.procuredAt)}</Descriptions.Item>
          <Descriptions.Item label="Requested">{d.requestedAt ? f.date(d.requestedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Updated">
            {f.dateTime(d.updatedAt)} · {d.updatedBy}
          </Descriptions.Item>
          <Descriptions.Item label="Remarks" span="filled">
            {/* Plain text: whatever was typed is shown as typed. */}
            <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {d.remarks ?? '—'}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <DocumentActionButtons row={d} onAction={(_, a) => setAction(a)} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Audit trail
        </Typography.Title>
        <AuditTrail endpoints={documentAuditEndpoints} id={d.id} listGridKey={DOCUMENT_GRID_KEY} />
      </Flex>
      {action ? <DocumentActionDialog document={d} action={action} onClose={() => setAction(undefined)} /> : null}
    </PageCard>
  );
};
