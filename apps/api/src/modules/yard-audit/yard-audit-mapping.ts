import { isOneOf, yardAuditAccuracy, YARD_AUDIT_OUTCOMES, YARD_AUDIT_STATUSES } from '@b2c/domain';
import type {
  YardAudit,
  YardAuditMissingRow,
  YardAuditScanResult,
  YardAuditTally,
  YardAuditUnexpectedRow,
  YardAuditUnknownRow,
} from '@b2c/contracts';
import type { AuditedCar } from './yard-audit-deps.ts';
import type { ExpectedRow, ScanCounts, ScanRow, YardAuditRow } from './yard-audit-repository.ts';

/** "Toyota Corolla 2022": how every list names a car beside its plate. */
export const vehicleOf = (car: Pick<AuditedCar, 'make' | 'model' | 'year'>) => `${car.make} ${car.model} ${car.year}`;

/** The audit's figures as its row holds them (each counted scan moves them in its own transaction). */
export const tallyOf = (row: YardAuditRow): YardAuditTally => ({
  expected: row.expectedCount,
  found: row.foundCount,
  unexpected: row.unexpectedCount,
  unknown: row.unknownCount,
});

/** What one counted scan of this outcome adds to the figures. */
export const countOf = (outcome: string): ScanCounts => ({
  found: outcome === 'EXPECTED' ? 1 : 0,
  unexpected: outcome === 'UNEXPECTED' ? 1 : 0,
  unknown: outcome === 'UNKNOWN' ? 1 : 0,
});

export const toYardAudit = (row: YardAuditRow): YardAudit => {
  const tally = tallyOf(row);
  return {
    id: row.id,
    locationCode: row.locationCode,
    locationName: row.locationName,
    status: isOneOf(YARD_AUDIT_STATUSES, row.status) ? row.status : 'OPEN',
    startedBy: row.startedByName,
    startedAt: row.startedAt.toISOString(),
    finishedBy: row.finishedByName,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...tally,
    accuracy: yardAuditAccuracy(tally.found, tally.expected, tally.unexpected + tally.unknown),
    version: row.version,
  };
};

/** A stored scan as its answer: a re-sent scan gets the words it got the first time. */
export const scanAnswer = (row: ScanRow, tally: YardAuditTally): YardAuditScanResult => ({
  outcome: isOneOf(YARD_AUDIT_OUTCOMES, row.outcome) ? row.outcome : 'UNKNOWN',
  message: row.message,
  identifier: row.identifier,
  appointmentId: row.appointmentId,
  registrationNumber: row.registrationNumber,
  vehicle: row.vehicle,
  tally,
});

export const toMissingRow = (r: ExpectedRow): YardAuditMissingRow => ({
  appointmentId: r.appointmentId,
  registrationNumber: r.registrationNumber,
  chassisNumber: r.chassisNumber,
  vehicle: r.vehicle,
  reported:
    r.pendingActionId !== null && r.reportedAt
      ? {
          by: r.reportedBy ?? '',
          at: r.reportedAt.toISOString(),
          reason: r.missingReason ?? '',
          pendingActionId: r.pendingActionId,
        }
      : null,
});

export const toUnexpectedRow = (r: ScanRow): YardAuditUnexpectedRow => ({
  appointmentId: r.appointmentId ?? '',
  registrationNumber: r.registrationNumber,
  chassisNumber: r.chassisNumber,
  vehicle: r.vehicle ?? '',
  identifier: r.identifier,
  systemLocationCode: r.systemLocationCode,
  systemLocationName: r.systemLocationName,
  systemLocationStatus: r.systemLocationStatus,
  systemSince: r.systemSince?.toISOString() ?? null,
  scanned: { by: r.scannedByName, at: r.scannedAt.toISOString() },
  stockedIn: r.stockedInBy && r.stockedInAt ? { by: r.stockedInBy, at: r.stockedInAt.toISOString() } : null,
});

export const toUnknownRow = (r: ScanRow): YardAuditUnknownRow => ({
  identifier: r.identifier,
  scanned: { by: r.scannedByName, at: r.scannedAt.toISOString() },
});
