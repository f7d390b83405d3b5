import { useCallback, useState } from 'react';
import { MESSAGES } from '@b2c/domain';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';

/** One row of a batch answer; SPEC §8: the entry with id 0 is a whole-request failure. */
interface BatchAnswerRow {
  id: number | null;
  success: boolean;
  message: string;
}

interface BatchRunOptions<Row> {
  /** The toast when only some rows were refused; none where the dialog's results say it. */
  partialToast?: (refused: number, total: number, rows: readonly Row[]) => string;
  /**
   * The toast when no row was refused, where "completed" would hide rows that only waited for
   * approval; SPEC §8's "Bulk action completed successfully" when absent.
   */
  completedToast?: (rows: readonly Row[]) => string;
  /** A whole-request failure still shows as the results (its one row says why). */
  keepWholeFailure?: boolean;
}

/**
 * The run of a batch dialog: busy while it is sent, SPEC §8's toasts (the whole-request failure's
 * message, or "completed" when every row went through), then each row's outcome as `results`, which
 * stay until the dialog closes.
 * @example const batch = useBatchRun<BatchResultRow>(); batch.run(() => runBatchAction({ action, items }));
 */
export const useBatchRun = <Row extends BatchAnswerRow>({
  partialToast,
  completedToast,
  keepWholeFailure,
}: BatchRunOptions<Row> = {}) => {
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Row[] | undefined>();

  const run = useCallback(
    async (send: () => Promise<Row[]>) => {
      setRunning(true);
      try {
        const answer = await send();
        const whole = answer.find((r) => r.id === 0);
        const refused = answer.filter((r) => !r.success).length;
        if (whole) toast('error', whole.message);
        else if (refused === 0) toast('success', completedToast?.(answer) ?? MESSAGES.batchActionCompleted);
        else if (partialToast) toast('warning', partialToast(refused, answer.length, answer));
        setResults(whole && !keepWholeFailure ? undefined : answer);
      } catch (error) {
        toast('error', errorMessage(error));
      } finally {
        setRunning(false);
      }
    },
    [partialToast, completedToast, keepWholeFailure],
  );

  return { run, running, results };
};
