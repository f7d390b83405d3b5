import { useParams } from 'react-router';
import { Alert, Card, Flex } from 'antd';
import { auditLogEndpoints } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { Can } from '../../shared/auth/can.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { LOCATION_GRID_KEY, useLocationDetail } from './location-api.ts';
import { LocationForm } from './location-form.tsx';
import { LocationMediaList } from './location-media-list.tsx';
import { LocationMediaUpload } from './location-media-upload.tsx';
import { AuditThisYard } from './audit-this-yard.tsx';

/** SPEC §2 /location/addlocation. */
export const LocationAddPage = () => (
  <PageCard title="Add location">
    <LocationForm />
  </PageCard>
);

/**
 * SPEC §2 /location/{locationId}: the edit form, the hub's media and the location's audit trail; "Audit this
 * yard" opens its yard audits (issue 28).
 */
export const LocationDetailPage = () => {
  const id = Number(useParams().locationId);
  const detail = useLocationDetail(id);
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="There is no such location." />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert type="error" showIcon title={errorMessage(detail.error)} />;
  const location = detail.data;
  return (
    <Flex vertical gap={16}>
      <PageCard
        title={`Location ${location.code ?? location.name}`}
        extra={
          location.code ? (
            <Can action="YARD_AUDIT">
              <AuditThisYard locationCode={location.code} />
            </Can>
          ) : null
        }
      >
        {/* A new version (after a save or a reload) starts the form again from the saved row. */}
        <LocationForm key={location.version} location={location} onReload={() => void detail.refetch()} />
      </PageCard>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Hub images and videos</h2>}>
        <Flex vertical gap={16}>
          <Can action="MANAGE_MASTERDATA">
            <LocationMediaUpload locationId={location.id} hubCode={location.code} />
          </Can>
          <LocationMediaList locationId={location.id} />
        </Flex>
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Audit trail</h2>}>
        <AuditTrail endpoints={auditLogEndpoints.storeLocation} id={location.id} listGridKey={LOCATION_GRID_KEY} />
      </Card>
    </Flex>
  );
};
