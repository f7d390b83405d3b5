import { Alert, Button, Card, Flex, Select, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { AGEING_BUCKETS } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import type { GridFilters } from '../../shared/data-table/data-grid-types.ts';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import { usePendency } from './document-api.ts';

const FILTER = 'f.';

/** The grid's filters as the URL holds them (`f.<name>`), so the counts on top match the grid below. */
const useGridFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters: GridFilters = {};
  params.forEach((value, key) => {
    if (key.startsWith(FILTER) && value !== '') filters[key.slice(FILTER.length)] = value;
  });
  const showLocation = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(`${FILTER}location`, code);
      next.delete('page');
      return next;
    });
  return { filters, showLocation };
};

/**
 * The count of owed documents per location, split by age; a location's card narrows the grid to it. Only
 * buckets past 30 days are red: antd's orange and gold tags fail the 4.5:1 text contrast.
 */
export const PendencySummary = () => {
  const { filters, showLocation } = useGridFilters();
  const pendency = usePendency(filters);
  const phone = useIsPhone();
  if (pendency.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (pendency.isError) return <Alert type="error" showIcon title={errorMessage(pendency.error)} />;
  if (pendency.data.length === 0)
    return <Typography.Text type="secondary">No documents are owed under these filters.</Typography.Text>;
  // A card per location filled ~1,300 px of a phone before the list (issue 24 #22): one line and a picker.
  if (phone) return <CompactSummary rows={pendency.data} onPick={showLocation} />;
  return (
    <Flex wrap gap={12} role="list" aria-label="Pending documents per location">
      {pendency.data.map((l) => (
        <Card key={l.location ?? '-'} size="small" role="listitem" style={{ minWidth: 160, flex: '1 1 160px' }}>
          <Statistic
            title={
              l.location ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => showLocation(l.location!)}>
                  {l.location}
                </Button>
              ) : (
                'Not at a location'
              )
            }
            value={l.total}
          />
          <Flex wrap gap={4}>
            {AGEING_BUCKETS.filter((b) => l.buckets[b.key] > 0).map((b) => (
              <Tag key={b.key} color={b.min > 30 ? 'red' : undefined}>
                {b.label}: {l.buckets[b.key]}
              </Tag>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
};

type PendencyRow = NonNullable<ReturnType<typeof usePendency>['data']>[number];

const OLD = AGEING_BUCKETS.filter((b) => b.min > 30);
const oldCount = (l: PendencyRow) => OLD.reduce((n, b) => n + l.buckets[b.key], 0);

/** A phone's summary: the total, and the locations as one picker, each with its count and how many are old. */
const CompactSummary = ({ rows, onPick }: { rows: PendencyRow[]; onPick: (code: string) => void }) => {
  const total = rows.reduce((n, l) => n + l.total, 0);
  const old = rows.reduce((n, l) => n + oldCount(l), 0);
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {total} document{total === 1 ? '' : 's'} owed
        {old > 0 ? <Tag color="red" style={{ marginInlineStart: 8 }}>{`${old} over 30 days`}</Tag> : null}
      </Typography.Text>
      <Select
        aria-label="Pending documents at a location"
        placeholder="Show one location"
        style={{ width: '100%' }}
        onChange={onPick}
        options={rows.flatMap((l) =>
          l.location
            ? [
                {
                  value: l.location,
                  label: `${l.location}: ${l.total} owed${oldCount(l) > 0 ? `, ${oldCount(l)} over 30 days` : ''}`,
                },
              ]
            : [],
        )}
      />
    </Flex>
  );
};
