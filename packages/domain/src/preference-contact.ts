import { phoneE164 } from './phone-numbers.ts';
import { addDays, zonedTimeToInstant, type IsoDate } from './dates.ts';
import type { Country } from './verticals.ts';
import type { ContactChannel } from './contact-channels.ts';

/** Our country codes → ISO 3166 regions of the phone-number metadata (KSA is `SA` there). */

/** Shown in the message of a refused number, so the operator sees the expected shape. */
export const MOBILE_EXAMPLES: Readonly<Record<Country, string>> = {
  IN: '+91 98765 43210',
  AE: '+971 50 123 4567',
  AU: '+61 412 345 678',
  TH: '+66 81 234 5678',
  KSA: '+966 50 123 4567',
  ID: '+62 812 3456 7890',
};

export type MobileCheck = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A number as typed (national or international, spaces, dashes, brackets) → E.164 when it is a valid
 * number of the vertical's country. A valid number of another country is refused too: DND rows and
 * preferences are kept per vertical, and a foreign number there is almost always a typing mistake.
 * @example toE164Mobile('098765 43210', 'IN') // { ok: true, e164: '+919876543210' }
 */
export function toE164Mobile(raw: string, country: Country): MobileCheck {
  const e164 = phoneE164(raw, [country]);
  return e164
    ? { ok: true, e164 }
    : { ok: false, message: `must be a valid ${country} mobile number, e.g. ${MOBILE_EXAMPLES[country]}` };
}

/**
 * A DND entry given "until" a day applies through the whole of that day in the vertical's zone, so it
 * stops at the next midnight there.
 */
export const dndExpiryInstant = (expiresOn: IsoDate, timeZone: string): Date =>
  zonedTimeToInstant(addDays(expiresOn, 1), '00:00', timeZone);

/** What a DND row says about contacting its number. */
export interface DndRule {
  channels: readonly ContactChannel[];
  reason: string;
  expiresAt: Date | null;
}

export const isDndActive = (rule: Pick<DndRule, 'expiresAt'>, now: Date): boolean =>
  rule.expiresAt === null || rule.expiresAt.getTime() > now.getTime();

export type ContactDecision = { allowed: true } | { allowed: false; reason: string; until: Date | null };

/** May a number be contacted on `channel` at `now`, given its DND row (if any)? */
export function contactDecision(rule: DndRule | undefined, channel: ContactChannel, now: Date): ContactDecision {
  if (!rule || !isDndActive(rule, now) || !rule.channels.includes(channel)) return { allowed: true };
  return { allowed: false, reason: rule.reason, until: rule.expiresAt };
}

/** Toasts of the preference screens (ours, in SPEC §8's "X saved / updated successfully!" style). */
export const PREFERENCE_MESSAGES = {
  preferenceSaved: 'User preference saved successfully!',
  preferenceUpdated: 'User preference updated successfully!',
  dndAdded: 'DND number added successfully!',
  dndUpdated: 'DND number updated successfully!',
  dndRemoved: 'DND number removed successfully!',
  dndBulkDone: (added: number, skipped: number, failed: number) =>
    `DND numbers added: ${added}, already listed: ${skipped}, failed: ${failed}.`,
  /** Said on the dialog's default reason before anything is sent (every such line would fail). */
  dndReasonMissing: (lines: number) =>
    `Reason for lines without one is required: ${lines} ${lines === 1 ? 'line gives' : 'lines give'} none.`,
  /** The "Last day" field's own check; the API refuses a past day too. */
  dndLastDayPast: 'Last day must be today or a later day.',
  ccAdminRequired: 'User preferences need the CC_ADMIN group.',
} as const;
