import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { YARD_AUDIT_STATUS_LABELS } from '@b2c/domain';
import type { YardAudit } from '@b2c/contracts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { accuracyText, foundText, straysText } from './yard-audit-words.ts';
import { paths } from '../../shared/routing/paths.ts';

/** A location's audits, newest first: accuracy, who and when; each opens its lists. Cards, not a table: phones. */
export const YardAuditHistory = ({ audits }: { audits: readonly YardAudit[] }) => {
  const f = useFormatters();
  if (audits.length === 0) return <Empty description="No audits of this location yet" />;
  return (
    <Flex vertical gap={8} role="list" aria-label="Audits of this location, newest first">
      {audits.map((a) => (
        <Card key={a.id} size="small" role="listitem">
          <Flex wrap justify="space-between" gap={8} align="baseline">
            <Typography.Text strong>
              <RowLink to={paths.yardAudit.detail(a.id)}>Audit #{a.id}</RowLink>{' '}
              <Tag color={a.status === 'OPEN' ? 'processing' : 'default'}>{YARD_AUDIT_STATUS_LABELS[a.status]}</Tag>
            </Typography.Text>
            <Typography.Text strong aria-label={`Accuracy of audit ${a.id}`}>
              {a.status === 'FINISHED' ? accuracyText(a) : ''}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>
            {foundText(a)} · {straysText(a)}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Started by {a.startedBy} at {f.dateTime(a.startedAt)}
            {a.finishedBy && a.finishedAt ? `; finished by ${a.finishedBy} at ${f.dateTime(a.finishedAt)}` : ''}
          </Typography.Text>
        </Card>
      ))}
    </Flex>
  );
};
