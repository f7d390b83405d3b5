import { Alert, Flex } from 'antd';
import type { YardAuditScanResult } from '@b2c/contracts';
import type { YardAuditOutcome } from '@b2c/domain';

export interface Answer {
  key: string;
  result: YardAuditScanResult;
}

const TONE: Record<YardAuditOutcome, 'success' | 'warning' | 'error' | 'info'> = {
  EXPECTED: 'success',
  ARRIVED: 'success',
  UNEXPECTED: 'warning',
  ALREADY_SCANNED: 'info',
  UNKNOWN: 'error',
};

/** What the car was: "DL01AB1234 · Toyota Corolla 2022", or what was typed when no car has it. */
const carText = (r: YardAuditScanResult) =>
  r.vehicle ? `${r.registrationNumber ?? r.appointmentId ?? r.identifier} · ${r.vehicle}` : r.identifier;

/** This device's answers, newest first, each in the API's words. */
export const ScanAnswers = ({ answers }: { answers: readonly Answer[] }) => (
  <Flex vertical gap={8} role="log" aria-label="Scan answers, newest first" aria-live="polite">
    {answers.map(({ key, result }) => (
      <Alert
        key={key}
        type={TONE[result.outcome]}
        showIcon
        title={result.message}
        description={carText(result)}
        className="yard-audit-answer"
      />
    ))}
  </Flex>
);
