import type { BulkRequest, BulkRow } from '@b2c/contracts';
import { bulkRollbackSummary } from '@b2c/domain';
import type { BulkRequestRecord, BulkRowRecord } from './bulk-repository.ts';
import { STALL_MS } from './bulk-takeover.ts';
import type { Caller } from '../../plugins/auth.ts';
import { mayRollBack, rollbackRefusal } from './bulk-rollback-rules.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The request as the panel shows it, with the job's rate and time left worked out from its progress, and
 * whether `caller` may roll it back now (issue 29).
 */
export function toBulkRequest(r: BulkRequestRecord, caller?: Caller, now = new Date()): BulkRequest {
  const doneRows = r.appliedRows + r.pendingRows + r.failedRows;
  const toApply = r.validRows;
  const seconds = r.startedAt ? ((r.finishedAt ?? now).getTime() - r.startedAt.getTime()) / 1000 : 0;
  const rate = r.startedAt && seconds > 0 ? Math.round((doneRows / seconds) * 10) / 10 : null;
  const running = r.status === 'RUNNING' || r.status === 'QUEUED';
  // No heartbeat for the stall bound: its process is gone until a survivor takes it up; an estimate
  // worked out from the time since the start would only grow.
  const lastBeat = r.heartbeatAt ?? r.startedAt ?? r.createdAt;
  const stalled = r.status === 'RUNNING' && now.getTime() - lastBeat.getTime() > STALL_MS;
  const secondsLeft = running && rate && !stalled ? Math.ceil(Math.max(0, toApply - doneRows) / rate) : null;
  return {
    id: r.id,
    type: r.type,
    fileName: r.fileName,
    fileFormat: r.fileFormat,
    status: r.status,
    goodRowsOnly: r.goodRowsOnly,
    totalRows: r.totalRows,
    validRows: r.validRows,
    invalidRows: r.invalidRows,
    appliedRows: r.appliedRows,
    pendingRows: r.pendingRows,
    failedRows: r.failedRows,
    doneRows,
    rate: stalled ? null : rate,
    secondsLeft,
    stalled,
    retryOf: r.retryOf,
    abortedBy: r.abortedBy,
    abortedAt: iso(r.abortedAt),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    rolledBackBy: r.rolledBackBy,
    rolledBackAt: iso(r.rolledBackAt),
    revertedRows: r.revertedRows,
    notRevertedRows: r.notRevertedRows,
    cancelledApprovals: r.cancelledApprovals,
    rollbackSummary: r.rolledBackBy ? bulkRollbackSummary(r) : null,
    canRollBack: caller !== undefined && rollbackRefusal(r) === null && mayRollBack(caller, r),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  };
}

export const toBulkRow = (r: BulkRowRecord): BulkRow => ({
  rowNumber: r.rowNumber,
  outcome: r.outcome,
  cells: r.cells,
  errors: r.errors,
  message: r.message,
  pendingActionId: r.pendingActionId,
  rollbackOutcome: r.rollbackOutcome,
  rollbackMessage: r.rollbackMessage,
});
