import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { DashboardMyWork, MyWorkKind } from '@b2c/contracts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { MY_WORK_WORDS } from './dashboard-tiles.ts';

// While the answer is on its way, a count's place: a zero nobody sees, as tall as a count (issue 30).
const countToCome = () => <span style={{ visibility: 'hidden' }}>0</span>;

/**
 * "My work": what waits for this user, first on the page; each count opens its queue. Before its answer
 * (`work` undefined) it shows the `expected` kinds' cards without counts, at the height they will have,
 * so the tiles painted below it do not move when the counts come.
 */
export const DashboardMyWorkRow = ({
  work,
  expected,
}: {
  work: DashboardMyWork | undefined;
  expected: readonly MyWorkKind[];
}) => {
  const f = useFormatters();
  const items = work?.items ?? expected.map((kind) => ({ kind, count: undefined }));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-my-work" aria-busy={work ? undefined : true}>
      <h2 id="dashboard-my-work" style={{ fontSize: 18, margin: '0 0 8px' }}>
        My work
      </h2>
      <Row gutter={[12, 12]}>
        {items.map((item) => {
          const words = MY_WORK_WORDS[item.kind];
          if (!work || item.count === undefined)
            return (
              <Col key={item.kind} xs={12} md={6}>
                <Card size="small" data-testid={`my-work-${item.kind}-loading`}>
                  <Statistic title={words.title} valueRender={countToCome} />
                </Card>
              </Col>
            );
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
