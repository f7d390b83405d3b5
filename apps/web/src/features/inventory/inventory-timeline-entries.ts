import type { AuditLogEntry, PendingAction } from '@b2c/contracts';
import { changeLine } from '@b2c/domain';
import { codeLabel } from './inventory-labels.ts';

/** One thing that happened to a car, whoever or whatever did it. */
export interface TimelineEntry {
  key: string;
  at: string;
  actor: string;
  kind: 'change' | 'request' | 'decision';
  title: string;
  details: string[];
}

/** "Sub-stage: On Hold → —", never the column and its code ("inventorySubStage: ON_HOLD → —"). */
const change = (e: AuditLogEntry) => (e.field ? changeLine(e.field, e.oldValue, e.newValue) : null);

/** Audit rows of one change (same time and action, one transaction) become one entry. */
const auditEntries = (audit: readonly AuditLogEntry[]): TimelineEntry[] => {
  const byChange = new Map<string, AuditLogEntry[]>();
  for (const e of audit) {
    const k = `${e.createdAt}|${e.action}|${e.actor}`;
    byChange.set(k, [...(byChange.get(k) ?? []), e]);
  }
  return [...byChange.values()].map((rows) => {
    const first = rows[0]!;
    return {
      key: `audit-${first.id}`,
      at: first.createdAt,
      actor: first.actor,
      kind: 'change',
      title:
        codeLabel(first.action.replace(/\s*\(.*\)$/, '')) +
        (/\(pending action/.test(first.action) ? ' (approved request)' : ''),
      details: rows.map(change).filter((d): d is string => d !== null),
    };
  });
};

const requestTitle = (p: PendingAction) =>
  `Requested ${codeLabel(p.type)}${p.subReason ? ` — ${codeLabel(p.subReason)}` : ''}`;

const pendingEntries = (pending: readonly PendingAction[]): TimelineEntry[] =>
  pending.flatMap((p) => {
    const request: TimelineEntry = {
      key: `pending-${p.id}-request`,
      at: p.requestedAt,
      actor: p.requestedBy,
      kind: 'request',
      title: `${requestTitle(p)} (#${p.id})`,
      details: [`${p.currentValue ?? '—'} → ${p.proposedValue}`, ...(p.remarks && !p.decidedAt ? [p.remarks] : [])],
    };
    if (!p.decidedAt || !p.decision) return [request];
    const decision: TimelineEntry = {
      key: `pending-${p.id}-decision`,
      at: p.decidedAt,
      actor: p.decidedBy ?? '',
      kind: 'decision',
      title: `${codeLabel(p.status)} request #${p.id}`,
      details: [...(p.decidedValue ? [`applied ${p.decidedValue}`] : []), ...(p.remarks ? [p.remarks] : [])],
    };
    return [decision, request];
  });

/**
 * The one timeline of a car: its audited changes and its maker-checker requests and decisions, newest
 * first. At equal times a decision comes before the change it caused, since it is what the reader
 * looks for first. Other areas (movements, documents, keys) add their entries here as they land.
 */
export const timelineEntries = (
  audit: readonly AuditLogEntry[],
  pending: readonly PendingAction[],
): TimelineEntry[] => {
  const rank = { decision: 0, change: 1, request: 2 } as const;
  return [...auditEntries(audit), ...pendingEntries(pending)].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || rank[a.kind] - rank[b.kind] || b.key.localeCompare(a.key),
  );
};
