import {
  auditTimeText,
  INVENTORY_LOCATION_STATUS_LABELS,
  labelOf,
  YARD_AUDIT_STATUS_LABELS,
  type Country,
} from '@b2c/domain';
import type { YardAudit, YardAuditLists } from '@b2c/contracts';
import { csvLine } from '../../kits/csv-cell.ts';

const HEADER = [
  'List',
  'Appointment ID',
  'Identifier',
  'Registration Number',
  'Chassis Number',
  'Vehicle',
  'System location',
  'There since',
  'Scanned by',
  'Scanned at',
  'Fix',
];

/**
 * One audit's lists as a CSV file for people: a summary line, then the missing, unexpected and unknown
 * rows, times in the vertical's zone (yyyy-MM-dd HH:mm). Every cell goes through the CSV-injection guard
 * (`csvLine`): unknown identifiers are whatever someone typed.
 */
export function yardAuditCsv(audit: YardAudit, lists: YardAuditLists, country: Country): string {
  const at = (iso: string | null) => (iso ? auditTimeText(new Date(iso), country) : '');
  const summary = [
    `Yard audit #${audit.id}`,
    audit.locationName,
    audit.locationCode,
    YARD_AUDIT_STATUS_LABELS[audit.status],
    `Started by ${audit.startedBy} at ${at(audit.startedAt)}`,
    audit.finishedBy ? `Finished by ${audit.finishedBy} at ${at(audit.finishedAt)}` : '',
    `Found ${audit.found} of ${audit.expected}`,
    audit.accuracy === null ? 'Accuracy: none' : `Accuracy ${audit.accuracy} %`,
  ];
  const lines = [csvLine(summary), csvLine(HEADER)];
  for (const m of lists.missing)
    lines.push(
      csvLine([
        'Missing',
        m.appointmentId,
        '',
        m.registrationNumber,
        m.chassisNumber,
        m.vehicle,
        audit.locationName,
        '',
        '',
        '',
        m.reported ? `Reported missing by ${m.reported.by} at ${at(m.reported.at)}: ${m.reported.reason}` : '',
      ]),
    );
  for (const u of lists.unexpected)
    lines.push(
      csvLine([
        'Unexpected',
        u.appointmentId,
        u.identifier,
        u.registrationNumber,
        u.chassisNumber,
        u.vehicle,
        u.systemLocationName ??
          (u.systemLocationStatus ? labelOf(INVENTORY_LOCATION_STATUS_LABELS, u.systemLocationStatus) : ''),
        at(u.systemSince),
        u.scanned.by,
        at(u.scanned.at),
        u.stockedIn ? `Stocked in here by ${u.stockedIn.by} at ${at(u.stockedIn.at)}` : '',
      ]),
    );
  for (const k of lists.unknown)
    lines.push(csvLine(['Unknown', '', k.identifier, '', '', '', '', '', k.scanned.by, at(k.scanned.at), '']));
  return lines.join('');
}
