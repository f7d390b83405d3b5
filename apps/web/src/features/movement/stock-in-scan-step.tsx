import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { MESSAGES, type IdentifierRule, type StockInBy, type Vertical } from '@b2c/domain';
import type { StockInResult } from '@b2c/contracts';
import { isApiError } from '../../shared/api/api-error.ts';
import { keepScan } from '../../shared/scan-queue/scan-queue-store.ts';
import { kickScanQueue, outcomeOfError } from '../../shared/scan-queue/scan-queue-runner.ts';
import { useStockIn, type StockInRequest } from './stock-in-api.ts';
import { identifierFor, identifierProblem, newIdempotencyKey, normalizeIdentifier } from './stock-in-form.ts';
import type { ChosenLocation } from './stock-in-location-step.tsx';

/**
 * zxing (~140 KB gzip) comes only with this chunk, fetched when the operator asks for the camera. If the
 * chunk cannot be fetched (offline, a new deploy), the step says so and manual entry goes on.
 */
const StockInCameraScanner = lazy(() =>
  import('./stock-in-camera-scanner.tsx').catch(() => ({
    default: ({ label, onClose }: { label: string; onClose: () => void }) => (
      <>
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={`The camera scanner could not be loaded. Type the ${label} instead.`}
        />
        <Button onClick={onClose} block style={{ marginTop: 8 }}>
          Close camera
        </Button>
      </>
    ),
  })),
);

/** SPEC §8: a stock-in failure shows the server message, else the server error field. */
const failureText = (error: unknown): string => {
  if (isApiError(error)) return error.body?.message || error.body?.error || MESSAGES.fallbackError;
  return MESSAGES.fallbackError;
};

interface Props {
  location: ChosenLocation;
  stockInBy: NonNullable<StockInBy>;
  rule: IdentifierRule;
  onDone: (result: StockInResult, identifier: string) => void;
  onChangeLocation: () => void;
  /** Who scans and in which vertical: a scan kept without signal is theirs and goes there (issue 28). */
  operator: { userId: string; vertical: Vertical };
}

/**
 * SPEC §2 step 2 "Click to scan for stock-in": a camera barcode scan ("Scan with camera", lazily loaded)
 * or manual entry. A decode fills the field (normalised like manual entry), stops the camera and is
 * checked against the identifier rule at once; the operator then submits as after typing it.
 */
export const StockInScanStep = ({ location, stockInBy, rule, onDone, onChangeLocation, operator }: Props) => {
  const { path, label } = identifierFor(stockInBy);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);
  const stockIn = useStockIn();
  const [kept, setKept] = useState<string | undefined>();
  const [cannotKeep, setCannotKeep] = useState(false);

  /**
   * No signal, or no answer (network error, timeout, 5xx): the scan is kept on the phone with its key and
   * sent by itself later (issue 28); the operator goes on to the next car. A 4xx stays an answer.
   */
  const keep = async (r: StockInRequest) => {
    await keepScan({
      idempotencyKey: r.idempotencyKey,
      kind: 'stock-in',
      userId: operator.userId,
      vertical: { country: operator.vertical.country, vehicleType: operator.vertical.vehicleType },
      madeAt: new Date().toISOString(),
      request: { path: r.path, value: r.value, locationCode: r.locationCode, locationName: location.name },
    });
    stockIn.reset();
    setValue('');
    setKept(r.value);
    kickScanQueue();
  };

  const keepOrSay = (r: StockInRequest) => {
    void keep(r).catch(() => setCannotKeep(true));
  };

  const onDecoded = (text: string) => {
    const identifier = normalizeIdentifier(text);
    setScanning(false);
    setValue(identifier);
    setProblem(identifierProblem(identifier, label, rule));
    stockIn.reset();
  };

  const submit = () => {
    const ruleProblem = identifierProblem(value, label, rule);
    setProblem(ruleProblem);
    if (ruleProblem) return;
    const identifier = normalizeIdentifier(value);
    const request = { path, value: identifier, locationCode: location.code, idempotencyKey: newIdempotencyKey() };
    setKept(undefined);
    setCannotKeep(false);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      keepOrSay(request);
      return;
    }
    stockIn.mutate(request, {
      onSuccess: (result) => onDone(result, identifier),
      onError: (error) => {
        if (outcomeOfError(error).kind === 'retry') keepOrSay(request);
      },
    });
  };

  return (
    <Form name="stock-in-scan" layout="vertical" onFinish={submit}>
      <h3 className="stock-in-step-title">{MESSAGES.clickToScan}</h3>
      <Typography.Paragraph>
        Location: <strong>{location.name}</strong> ({location.code}){' '}
        <Button type="link" size="small" onClick={onChangeLocation}>
          Change
        </Button>
      </Typography.Paragraph>
      <Form.Item
        label={label}
        htmlFor="stock-in-identifier"
        validateStatus={problem ? 'error' : undefined}
        help={problem}
      >
        <Input
          id="stock-in-identifier"
          value={value}
          autoFocus
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(undefined);
            setKept(undefined);
            stockIn.reset();
          }}
        />
      </Form.Item>
      <div className="stock-in-camera-slot" style={{ marginBottom: 16 }}>
        {scanning ? (
          <Suspense fallback={<Spin description="Loading the scanner…" />}>
            <StockInCameraScanner label={label} onDecoded={onDecoded} onClose={() => setScanning(false)} />
          </Suspense>
        ) : (
          <Button icon={<CameraOutlined aria-hidden />} onClick={() => setScanning(true)} block>
            Scan with camera
          </Button>
        )}
      </div>
      {cannotKeep ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="This phone cannot keep scans without signal (its browser storage is off): submit it again once there is signal."
        />
      ) : null}
      {kept ? (
        <Alert
          type="info"
          showIcon
          role="status"
          className="stock-in-kept"
          title={`No signal: ${kept} is kept on this phone and sent by itself once there is signal.`}
        />
      ) : null}
      {stockIn.isError && outcomeOfError(stockIn.error).kind === 'refused' ? (
        <Alert type="error" showIcon title={failureText(stockIn.error)} role="alert" className="stock-in-error" />
      ) : null}
      <Button type="primary" htmlType="submit" disabled={value.trim() === ''} loading={stockIn.isPending} block>
        Submit
      </Button>
    </Form>
  );
};
