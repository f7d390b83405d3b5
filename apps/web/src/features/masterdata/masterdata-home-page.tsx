import { Link } from 'react-router';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useEntityCounts } from './masterdata-api.ts';
import { ENTITY_INFO, MASTERDATA_ENTITIES } from './masterdata-entities.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /masterdata: the entities and how many rows each has; each card opens its grid. */
export const MasterdataHomePage = () => {
  const counts = useEntityCounts();
  return (
    <PageCard title="Master data">
      <Row gutter={[16, 16]}>
        {MASTERDATA_ENTITIES.map((entity) => (
          <Col key={entity} xs={24} sm={12} lg={8}>
            <Link to={paths.masterdata.list(entity)} aria-label={`${ENTITY_INFO[entity].title}: open the list`}>
              <Card hoverable>
                <Statistic
                  title={<Typography.Text strong>{ENTITY_INFO[entity].title}</Typography.Text>}
                  value={counts.data?.[entity] ?? '–'}
                  loading={counts.isPending}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PageCard>
  );
};
