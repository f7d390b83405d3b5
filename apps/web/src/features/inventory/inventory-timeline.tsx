import { useMemo } from 'react';
import { Alert, Spin, Timeline, Typography } from 'antd';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { usePendingHistory, useRecentAudit } from './inventory-api.ts';
import { timelineEntries } from './inventory-timeline-entries.ts';
import { usePendingValue } from './pending-action/pending-action-text.ts';

const COLOR = { change: 'blue', request: 'gold', decision: 'green' } as const;

/** Everything that happened to the car in one list, newest first, each with its actor (SPEC §3). */
export const InventoryTimeline = ({ appointmentId }: { appointmentId: string }) => {
  const f = useFormatters();
  const audit = useRecentAudit(appointmentId);
  const pending = usePendingHistory(appointmentId);
  const pendingValue = usePendingValue();
  const entries = useMemo(
    () => timelineEntries(audit.data ?? [], pending.data ?? [], { change: f.change, pendingValue }),
    [audit.data, pending.data, f.change, pendingValue],
  );
  if (audit.isError || pending.isError)
    return <Alert type="error" showIcon title={errorMessage(audit.error ?? pending.error)} />;
  if (audit.isPending || pending.isPending) return <Spin />;
  if (entries.length === 0)
    return <Typography.Text type="secondary">Nothing has happened to this car yet.</Typography.Text>;
  return (
    <Timeline
      aria-label="Vehicle timeline"
      items={entries.map((e) => ({
        key: e.key,
        color: COLOR[e.kind],
        content: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{e.title}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {f.dateTime(e.at)} · {e.actor}
            </Typography.Text>
            {e.details.map((d) => (
              <div key={d} style={{ wordBreak: 'break-word' }}>
                {d}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
};
