import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Statistic, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { YardAudit } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { exportAuditCsv, useAuditLists } from './yard-audit-api.ts';
import { MissingList, UnexpectedList, UnknownList } from './yard-audit-lists.tsx';
import { accuracyText, foundText, locationAuditsPath, straysText } from './yard-audit-words.ts';

/** The finished audit: its figures, its three lists with a fix on each row, and the CSV of them. */
export const YardAuditFinishView = ({ audit }: { audit: YardAudit }) => {
  const f = useFormatters();
  const lists = useAuditLists(audit.id);
  const [exporting, setExporting] = useState(false);
  const download = () => {
    setExporting(true);
    exportAuditCsv(audit)
      .catch((error: unknown) => toast('error', errorMessage(error)))
      .finally(() => setExporting(false));
  };
  return (
    <PageCard
      title={`Yard audit: ${audit.locationName}`}
      extra={<Link to={locationAuditsPath(audit.locationCode)}>All audits here</Link>}
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={24} align="flex-end">
          <Statistic title="Accuracy (found ÷ expected)" value={accuracyText(audit)} />
          <Flex vertical>
            <Typography.Text strong>{foundText(audit)}</Typography.Text>
            <Typography.Text>{straysText(audit)}</Typography.Text>
          </Flex>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={download}>
            Export CSV
          </Button>
        </Flex>
        <Typography.Text type="secondary">
          Started by {audit.startedBy} at {f.dateTime(audit.startedAt)}
          {audit.finishedBy && audit.finishedAt
            ? `; finished by ${audit.finishedBy} at ${f.dateTime(audit.finishedAt)}.`
            : '.'}
        </Typography.Text>
        {lists.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(lists.error)}
            action={
              <Button size="small" onClick={() => void lists.refetch()}>
                Retry
              </Button>
            }
          />
        ) : lists.isPending ? (
          <Skeleton active />
        ) : (
          <>
            <MissingList audit={audit} rows={lists.data.missing} />
            <UnexpectedList audit={audit} rows={lists.data.unexpected} />
            <UnknownList rows={lists.data.unknown} />
          </>
        )}
      </Flex>
    </PageCard>
  );
};
