import { Alert, Button, Space, Tag } from 'antd';
import { useFormatters } from '../format/use-formatters.ts';
import { clearAnswered, isWaiting, type KeptScan, type ScanState } from './scan-queue-store.ts';
import { kickScanQueue } from './scan-queue-runner.ts';
import { useKeptScans } from './use-kept-scans.ts';

const STATE_WORDS: Record<ScanState, { text: string; color: string }> = {
  waiting: { text: 'Waiting', color: 'default' },
  sending: { text: 'Sending', color: 'processing' },
  sent: { text: 'Sent', color: 'success' },
  refused: { text: 'Refused', color: 'error' },
};

export const waitingText = (n: number): string => (n === 1 ? '1 scan waiting to send' : `${n} scans waiting to send`);

const ScanLine = ({ scan }: { scan: KeptScan }) => {
  const f = useFormatters();
  const state = STATE_WORDS[scan.state];
  return (
    <li className="kept-scan" data-state={scan.state}>
      <Space size={4} wrap>
        <strong>{scan.request.value}</strong>
        <span>
          {scan.kind === 'yard-audit' ? 'counted in the yard audit at' : 'at'} {scan.request.locationName}
        </span>
        <span>{f.time(scan.madeAt)}</span>
        <Tag color={state.color}>{state.text}</Tag>
      </Space>
      {/* A refusal in the API's words; a yard count's answer too ("Expected ✓", "Belongs to …"). */}
      {scan.message && (scan.state === 'refused' || scan.kind === 'yard-audit') ? (
        <div className="kept-scan-message">{scan.message}</div>
      ) : null}
    </li>
  );
};

/**
 * The scans kept on this phone for the signed-in operator (issue 28): how many still wait for signal and
 * where each one stands. Nothing shows when there are none.
 */
export const KeptScansPanel = ({ userId }: { userId: string }) => {
  const scans = useKeptScans(userId);
  if (scans.length === 0) return null;
  const waiting = scans.filter(isWaiting).length;
  return (
    <section aria-label="Scans kept on this phone" className="kept-scans" style={{ marginBottom: 16 }}>
      <Alert
        type={waiting > 0 ? 'warning' : 'success'}
        showIcon
        title={waiting > 0 ? waitingText(waiting) : 'Every kept scan has been answered'}
        description={waiting > 0 ? 'They are sent by themselves, in order, once there is signal.' : undefined}
        action={
          <Space orientation="vertical" size={4}>
            {waiting > 0 ? (
              <Button size="small" onClick={kickScanQueue}>
                Send now
              </Button>
            ) : null}
            {scans.length > waiting ? (
              <Button size="small" onClick={() => void clearAnswered(userId)}>
                Clear answered
              </Button>
            ) : null}
          </Space>
        }
      />
      <ul
        tabIndex={0}
        aria-label="Kept scans"
        style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', maxHeight: 240, overflowY: 'auto' }}
      >
        {scans.map((scan) => (
          <ScanLine key={scan.idempotencyKey} scan={scan} />
        ))}
      </ul>
    </section>
  );
};
