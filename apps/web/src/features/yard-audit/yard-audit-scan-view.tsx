import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Spin, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { YardAudit } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useSession } from '../../shared/auth/use-session.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { KeptScansPanel } from '../../shared/scan-queue/kept-scans-panel.tsx';
import { keepScan } from '../../shared/scan-queue/scan-queue-store.ts';
import { kickScanQueue, outcomeOfError } from '../../shared/scan-queue/scan-queue-runner.ts';
import { useFinishAudit, useScan } from './yard-audit-api.ts';
import { identifierFromScan, newScanKey } from './yard-audit-identifier.ts';
import { ScanAnswers, type Answer } from './yard-audit-scan-answers.tsx';
import { YardAuditTally } from './yard-audit-tally.tsx';
import { locationAuditsPath } from './yard-audit-words.ts';

const FIELD_LABEL = 'Registration, chassis number or appointment id';
/** How the camera's messages name what it reads. */
const CAMERA_LABEL = 'car’s code';

/** A camera barcode reader, as the audit uses it: app/ gives the stock-in scan's (the movement area's). */
export interface CameraScannerProps {
  /** The identifier's label ("Registration Number"), for the messages. */
  label: string;
  /** The decoded text, raw. */
  onDecoded: (text: string) => void;
  onClose: () => void;
}

interface Props {
  audit: YardAudit;
  Scanner: ComponentType<CameraScannerProps>;
}

/**
 * The open audit on a phone in a yard: the tally everyone shares (polled), one field to type or the camera
 * to read, and each answer in words at once. A failed send keeps its key, so sending it again never counts
 * the car twice; a new identifier gets a new key.
 */
export const YardAuditScanView = ({ audit, Scanner }: Props) => {
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const key = useRef(newScanKey());
  const scan = useScan(audit.id);
  const finish = useFinishAudit(audit);
  const { claims } = useSession();
  const { vertical } = useAccess();
  const [kept, setKept] = useState<string | undefined>();
  const [cannotKeep, setCannotKeep] = useState(false);

  /**
   * No signal, or no answer (network error, timeout, 5xx): the count is kept on the phone with its client
   * key and sent by itself later (issue 28 part 2); the next car gets a new key. A 4xx stays an answer.
   */
  const keep = async (identifier: string, clientKey: string) => {
    await keepScan({
      idempotencyKey: clientKey,
      kind: 'yard-audit',
      userId: claims.userId,
      vertical: { country: vertical.country, vehicleType: vertical.vehicleType },
      madeAt: new Date().toISOString(),
      request: { auditId: audit.id, value: identifier, locationName: audit.locationName },
    });
    key.current = newScanKey();
    scan.reset();
    setValue('');
    setKept(identifier);
    kickScanQueue();
  };

  const keepOrSay = (identifier: string, clientKey: string) => {
    void keep(identifier, clientKey).catch(() => setCannotKeep(true));
  };

  const send = (identifier: string) => {
    const typed = identifier.trim();
    if (!typed) return;
    const clientKey = key.current;
    setKept(undefined);
    setCannotKeep(false);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      keepOrSay(typed, clientKey);
      return;
    }
    scan.mutate(
      { identifier: typed, clientKey },
      {
        onSuccess: (result, sent) => {
          key.current = newScanKey();
          setValue('');
          setAnswers((previous) => [{ key: sent.clientKey, result }, ...previous].slice(0, 50));
        },
        onError: (error) => {
          if (outcomeOfError(error).kind === 'retry') keepOrSay(typed, clientKey);
        },
      },
    );
  };

  return (
    <PageCard
      title={`Yard audit: ${audit.locationName}`}
      extra={<Link to={locationAuditsPath(audit.locationCode)}>All audits here</Link>}
    >
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <YardAuditTally audit={audit} />
        <Form layout="vertical" onFinish={() => send(value)} name="yard-audit-scan">
          <Form.Item label={FIELD_LABEL} htmlFor="yard-audit-identifier" style={{ marginBottom: 12 }}>
            <Input
              id="yard-audit-identifier"
              size="large"
              value={value}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(e) => {
                setValue(e.target.value);
                key.current = newScanKey();
                scan.reset();
              }}
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              disabled={value.trim() === ''}
              loading={scan.isPending}
              style={{ flex: 1 }}
            >
              Count
            </Button>
            {camera ? null : (
              <Button
                size="large"
                icon={<CameraOutlined aria-hidden />}
                onClick={() => setCamera(true)}
                style={{ flex: 1 }}
              >
                Scan with camera
              </Button>
            )}
          </Flex>
        </Form>
        {camera ? (
          <Suspense fallback={<Spin description="Loading the scanner…" />}>
            <Scanner
              label={CAMERA_LABEL}
              onClose={() => setCamera(false)}
              onDecoded={(text) => {
                setCamera(false);
                send(identifierFromScan(text));
              }}
            />
          </Suspense>
        ) : null}
        {cannotKeep ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="This phone cannot keep counts without signal (its browser storage is off): count it again once there is signal."
          />
        ) : null}
        {kept ? (
          <Alert
            type="info"
            showIcon
            role="status"
            title={`No signal: ${kept} is kept on this phone and counted by itself once there is signal.`}
          />
        ) : null}
        <KeptScansPanel userId={claims.userId} />
        {scan.isError && outcomeOfError(scan.error).kind === 'refused' ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage(scan.error)}
            action={
              <Button size="small" onClick={() => send(value || scan.variables?.identifier || '')}>
                Send again
              </Button>
            }
          />
        ) : null}
        <ScanAnswers answers={answers} />
        <Popconfirm
          title="Finish this audit?"
          description="Nobody can count into it afterwards; its lists are then final."
          okText="Finish audit"
          cancelText="Keep counting"
          onConfirm={() =>
            finish.mutateAsync().then(
              () => toast('success', 'Audit finished'),
              (error: unknown) => toast('error', errorMessage(error)),
            )
          }
        >
          <Button size="large" loading={finish.isPending} block>
            Finish audit
          </Button>
        </Popconfirm>
        <Typography.Text type="secondary">
          Started by {audit.startedBy}. Everyone counting here sees the same tally.
        </Typography.Text>
      </Flex>
    </PageCard>
  );
};
