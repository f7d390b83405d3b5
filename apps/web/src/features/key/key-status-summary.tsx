import { Alert, Card, Flex, Skeleton, Statistic, theme } from 'antd';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useTeamsStatus } from './key-api.ts';

/** The teams' status on top: what the key desk has to do, and the out-key count with the overdue ones. */
export const KeyStatusSummary = () => {
  const status = useTeamsStatus();
  // The theme's error colour: red-7 on white, a lighter red on the dark scheme's cards (both over 4.5:1).
  const danger = theme.useToken().token.colorError;
  if (status.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (status.isError) return <Alert type="error" showIcon title={errorMessage(status.error)} />;
  const s = status.data;
  const cards = [
    { title: 'Requested', value: s.requested },
    { title: 'Ready to be picked', value: s.readyToBePicked },
    { title: 'Keys in', value: s.keysIn },
    { title: 'Keys out', value: s.keysOut },
    { title: `Overdue (over ${s.overdueHours} h)`, value: s.overdue, danger: s.overdue > 0 },
  ];
  return (
    <Flex wrap gap={12} role="list" aria-label="Key status">
      {cards.map((c) => (
        <Card key={c.title} size="small" role="listitem" style={{ minWidth: 140, flex: '1 1 140px' }}>
          <Statistic
            title={c.title}
            value={c.value}
            {...(c.danger ? { styles: { content: { color: danger } } } : {})}
          />
        </Card>
      ))}
    </Flex>
  );
};
