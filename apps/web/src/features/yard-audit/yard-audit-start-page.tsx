import { Alert, Button, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useActiveLocations } from '../../shared/resources/locations.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useLocationAudits, useStartAudit } from './yard-audit-api.ts';
import { YardAuditHistory } from './yard-audit-history.tsx';
import { foundText } from './yard-audit-words.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * /yard-audit?location=CODE: pick a location of the vertical, join its audit in progress or start one,
 * and read its history. The location lives in the URL, so a location's page links straight here.
 */
export const YardAuditStartPage = () => {
  const [params, setParams] = useSearchParams();
  const locationCode = params.get('location') ?? undefined;
  const navigate = useNavigate();
  const f = useFormatters();
  const locations = useActiveLocations();
  const audits = useLocationAudits(locationCode);
  const start = useStartAudit();
  const open = audits.data?.find((a) => a.status === 'OPEN');
  const location = locations.data?.find((l) => l.code === locationCode);

  const begin = () => {
    if (!locationCode) return;
    start.mutate(locationCode, {
      onSuccess: (audit) => void navigate(paths.yardAudit.detail(audit.id)),
      onError: (error) => toast('error', errorMessage(error)),
    });
  };

  return (
    <PageCard title="Yard audit">
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Count the cars standing at a location by scanning them; the audit compares them with the cars the system holds
          there when it starts.
        </Typography.Paragraph>
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label="Location" htmlFor="yard-audit-location" style={{ marginBottom: 0 }}>
            <Select
              id="yard-audit-location"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the location to count"
              loading={locations.isPending}
              value={locationCode}
              onChange={(code: string) => setParams({ location: code })}
              options={(locations.data ?? [])
                .filter((l) => l.code)
                .map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            />
          </Form.Item>
        </Form>
        {locations.isError ? <Alert type="error" showIcon title={errorMessage(locations.error)} /> : null}
        {locationCode && audits.isPending ? <Skeleton active /> : null}
        {audits.isError ? <Alert type="error" showIcon title={errorMessage(audits.error)} /> : null}
        {locationCode && audits.data ? (
          open ? (
            <Alert
              type="info"
              showIcon
              title={`An audit is in progress: started by ${open.startedBy} at ${f.dateTime(open.startedAt)}. ${foundText(open)}.`}
              action={
                <Button type="primary" onClick={() => void navigate(paths.yardAudit.detail(open.id))}>
                  Join audit
                </Button>
              }
            />
          ) : (
            <Button
              type="primary"
              size="large"
              loading={start.isPending}
              onClick={begin}
              block
              style={{ maxWidth: 480 }}
            >
              Start audit{location ? ` of ${location.name}` : ''}
            </Button>
          )
        ) : null}
        {locationCode && audits.data ? (
          <>
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              Audits of this location
            </Typography.Title>
            <YardAuditHistory audits={audits.data} />
          </>
        ) : null}
      </Flex>
    </PageCard>
  );
};
