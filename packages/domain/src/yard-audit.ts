import { TIME_ZONES, type Country } from './verticals.ts';
import { zonedParts } from './dates.ts';
import type { Labels } from './one-of.ts';

/**
 * Yard audit by scanning (issue 28): the cars the system holds at a location are frozen when an audit
 * starts; people scan what stands there; the finish compares the two. The words each scan answers with
 * are here, so the API says them and the panel and its tests read the same sentences.
 */
export const YARD_AUDIT_STATUSES = ['OPEN', 'FINISHED'] as const;
export type YardAuditStatus = (typeof YARD_AUDIT_STATUSES)[number];
export const YARD_AUDIT_STATUS_LABELS: Labels<YardAuditStatus> = { OPEN: 'In progress', FINISHED: 'Finished' };

/**
 * What one scan found. ARRIVED: a car that was not expected but that the system now holds here (stocked
 * in after the audit began, e.g. through the audit's own fix), so it is no discrepancy.
 */
export const YARD_AUDIT_OUTCOMES = ['EXPECTED', 'UNEXPECTED', 'UNKNOWN', 'ALREADY_SCANNED', 'ARRIVED'] as const;
export type YardAuditOutcome = (typeof YARD_AUDIT_OUTCOMES)[number];
export const YARD_AUDIT_OUTCOME_LABELS: Labels<YardAuditOutcome> = {
  EXPECTED: 'Expected',
  UNEXPECTED: 'Unexpected here',
  UNKNOWN: 'Not a car we know',
  ALREADY_SCANNED: 'Already scanned',
  ARRIVED: 'Stocked in here since the audit began',
};

/** A reason given for a missing car is text a person types: bounded like other remarks. */
export const YARD_AUDIT_REASON_MAX = 500;

/** yyyy-MM-dd HH:mm of an instant in the country's zone (SPEC §9), the panel's format of times. */
export const auditTimeText = (instant: Date, country: Country): string => {
  const p = zonedParts(instant, TIME_ZONES[country]);
  return `${p.date} ${p.time.slice(0, 5)}`;
};

/** Where the system holds an unexpected car: a location's name, else its location status in words. */
export interface SystemWhereabouts {
  locationName: string | null;
  locationStatusLabel: string | null;
}

export const YARD_AUDIT_WORDS = {
  expected: 'Expected ✓',
  unknown: 'Not a car we know',
  arrived: 'Stocked in here since the audit began ✓',
  unexpected: (where: SystemWhereabouts) =>
    where.locationName
      ? `Belongs to ${where.locationName} — unexpected here`
      : `Unexpected here — the system has it as ${where.locationStatusLabel ?? 'at no location'}`,
  alreadyScanned: (name: string, at: Date, country: Country) =>
    `Already scanned by ${name} at ${auditTimeText(at, country)}`,
} as const;

/**
 * Found ÷ expected as a whole-number-and-one-decimal percentage; an audit that expected nothing is 100 %
 * accurate when it found nothing unexpected either, and has no accuracy otherwise.
 * @example yardAuditAccuracy(37, 40, 0) // 92.5
 */
export const yardAuditAccuracy = (found: number, expected: number, strays: number): number | null =>
  expected === 0 ? (strays === 0 ? 100 : null) : Math.round((found / expected) * 1000) / 10;

/** Texts written on the car's own trail (entity inventory, field `note`): the car's history says them. */
export const yardAuditTrailNote = {
  counted: (locationName: string, by: string, auditId: number) =>
    `Counted at ${locationName} by ${by} (yard audit #${auditId})`,
  stockedIn: (locationName: string, by: string, auditId: number) =>
    `Stocked in at ${locationName} by ${by} after yard audit #${auditId}`,
  reportedMissing: (locationName: string, by: string, auditId: number, reason: string) =>
    `Reported missing at ${locationName} by ${by} (yard audit #${auditId}): ${reason}`,
} as const;

/** The audit actions of those trail rows, labelled in the car's history. */
export const YARD_AUDIT_TRAIL_ACTIONS = ['YARD_AUDIT_COUNT', 'YARD_AUDIT_STOCK_IN', 'YARD_AUDIT_MISSING'] as const;
export type YardAuditTrailAction = (typeof YARD_AUDIT_TRAIL_ACTIONS)[number];
export const YARD_AUDIT_TRAIL_ACTION_LABELS: Labels<YardAuditTrailAction> = {
  YARD_AUDIT_COUNT: 'Counted in a yard audit',
  YARD_AUDIT_STOCK_IN: 'Stocked in from a yard audit',
  YARD_AUDIT_MISSING: 'Reported missing in a yard audit',
};
