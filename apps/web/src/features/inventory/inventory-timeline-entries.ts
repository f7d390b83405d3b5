import type { AuditLogEntry, PendingAction } from '@b2c/contracts';
import { codeLabel } from './inventory-labels.ts';

/** The audit field of a line another area writes on the car's trail as a whole sentence. */
const TRAIL_NOTE_FIELD = 'note';

/** One thing that happened to a car, whoever or whatever did it. */
export interface TimelineEntry {
  key: string;
  at: string;
  actor: string;
  kind: 'change' | 'request' | 'decision';
  title: string;
  details: string[];
}

/**
 * How the timeline words values: the vertical's formatter (`useFormatters`), so an amount reads
 * "₹9,80,000.00", never "980000.00" (issue 24), and a change "Sub-stage: On Hold → —".
 */
export interface TimelineWords {
  change: (field: string, oldValue: string | null, newValue: string | null) => string;
  /** A pending action's value: an amount for a price request, a label for a publish request. */
  pendingValue: (p: Pick<PendingAction, 'type'>, value: string | null) => string;
}

/** Audit rows of one change (same time and action, one transaction) become one entry. */
const auditEntries = (audit: readonly AuditLogEntry[], words: TimelineWords): TimelineEntry[] => {
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
      // A trail note (issue 28: "Counted at … by …") is a sentence already: shown as written.
      details: rows.flatMap((e) =>
        e.field === TRAIL_NOTE_FIELD
          ? [e.newValue ?? '']
          : e.field
            ? [words.change(e.field, e.oldValue, e.newValue)]
            : [],
      ),
    };
  });
};

const requestTitle = (p: PendingAction) =>
  `Requested ${codeLabel(p.type)}${p.subReason ? ` — ${codeLabel(p.subReason)}` : ''}`;

const pendingEntries = (pending: readonly PendingAction[], words: TimelineWords): TimelineEntry[] =>
  pending.flatMap((p) => {
    const request: TimelineEntry = {
      key: `pending-${p.id}-request`,
      at: p.requestedAt,
      actor: p.requestedBy,
      kind: 'request',
      title: `${requestTitle(p)} (#${p.id})`,
      details: [
        `${words.pendingValue(p, p.currentValue) || '—'} → ${words.pendingValue(p, p.proposedValue)}`,
        ...(p.remarks && !p.decidedAt ? [p.remarks] : []),
      ],
    };
    if (!p.decidedAt || !p.decision) return [request];
    const decision: TimelineEntry = {
      key: `pending-${p.id}-decision`,
      at: p.decidedAt,
      actor: p.decidedBy ?? '',
      kind: 'decision',
      title: `${codeLabel(p.status)} request #${p.id}`,
      details: [
        ...(p.decidedValue ? [`applied ${words.pendingValue(p, p.decidedValue)}`] : []),
        ...(p.remarks ? [p.remarks] : []),
      ],
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
  words: TimelineWords,
): TimelineEntry[] => {
  const rank = { decision: 0, change: 1, request: 2 } as const;
  return [...auditEntries(audit, words), ...pendingEntries(pending, words)].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || rank[a.kind] - rank[b.kind] || b.key.localeCompare(a.key),
  );
};
