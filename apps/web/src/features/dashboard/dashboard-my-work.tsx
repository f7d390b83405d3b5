import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { DashboardMyWork } from '@b2c/contracts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { MY_WORK_WORDS } from './dashboard-tiles.ts';

/** "My work": what waits for this user, first on the page; each count opens its queue. */
export const DashboardMyWorkRow = ({ work }: { work: DashboardMyWork }) => {
  const f = useFormatters();
  return (
    <section aria-labelledby="dashboard-my-work">
      <h2 id="dashboard-my-work" style={{ fontSize: 18, margin: '0 0 8px' }}>
        My work
      </h2>
      <Row gutter={[12, 12]}>
        {work.items.map((item) => {
          const words = MY_WORK_WORDS[item.kind];
          return (
            <Col key={item.kind} xs={12} md={6}>
              <Link to={words.to(work.today)} aria-label={`${words.title}: ${f.count(item.count)}`}>
                <Card size="small" hoverable data-testid={`my-work-${item.kind}`}>
                  <Statistic title={words.title} value={f.count(item.count)} />
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </section>
  );
};
