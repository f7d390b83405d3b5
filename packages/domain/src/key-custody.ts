import type { KeyAction, KeyDetailType } from './people-enums.ts';

/**
 * Key custody (issue 14): each key of a car (the main key, KEY_DETAILS, and the spare, SPARE_KEY_DETAILS)
 * is at any time either IN at exactly one location or OUT with exactly one person. KEY_IN puts it at a
 * location (first registration, a return, or a move between desks); KEY_OUT hands it to a person. The
 * service applies these rules under a row lock and the database's check constraint holds the shape.
 */
export const KEY_DETAIL_LABELS: Readonly<Record<KeyDetailType, string>> = {
  KEY_DETAILS: 'Main key',
  SPARE_KEY_DETAILS: 'Spare key',
};

/** SPEC §8: the main key's toast and the spare ("second") key's toast. */
export const KEY_TOASTS: Readonly<Record<KeyDetailType, string>> = {
  KEY_DETAILS: 'Key status updated successfully',
  SPARE_KEY_DETAILS: 'Second Key status updated successfully',
};

/** A car has at most a main and a spare key: MARK_RECEIVED's noOfKeysReceived is 1 or 2. */
export const MAX_KEYS_PER_CAR = 2;

/** The keys a request hands over for a count: the main key first, then the spare. */
export const keysForCount = (count: number): KeyDetailType[] =>
  (['KEY_DETAILS', 'SPARE_KEY_DETAILS'] as const).slice(0, Math.max(0, Math.min(count, MAX_KEYS_PER_CAR)));

/** Where a key is: at a location, or with a person, since a moment. `NONE`: never recorded. */
export type KeyCustody =
  | { status: 'NONE' }
  | { status: 'KEY_IN'; locationCode: string; since: Date }
  | { status: 'KEY_OUT'; holder: string; since: Date };

export type KeyMove = { action: 'KEY_IN'; locationCode: string } | { action: 'KEY_OUT'; holder: string };

/** Describes a custody in the audit trail and messages: "In at HUB-DXB-1", "Out with key.requester". */
export const custodyText = (c: KeyCustody): string =>
  c.status === 'NONE' ? 'Not recorded' : c.status === 'KEY_IN' ? `In at ${c.locationCode}` : `Out with ${c.holder}`;

/**
 * Whether a key may make this move; the refusal is the 409 wording naming where the key is now.
 * A KEY_IN to the location the key is already at changes nothing and is refused too.
 */
export function decideKeyMove(
  label: string,
  current: KeyCustody,
  move: KeyMove,
): { ok: true } | { ok: false; message: string } {
  const action: KeyAction = move.action;
  if (action === 'KEY_OUT') {
    if (current.status === 'KEY_IN') return { ok: true };
    return {
      ok: false,
      message:
        current.status === 'NONE'
          ? `${label} is not recorded in yet: key it in before handing it out.`
          : `${label} is already out with ${current.holder}: mark it received first.`,
    };
  }
  if (current.status === 'KEY_IN' && move.action === 'KEY_IN' && current.locationCode === move.locationCode)
    return { ok: false, message: `${label} is already in at ${current.locationCode}.` };
  return { ok: true };
}

/** An out key is overdue once it has been out longer than the vertical's hours (flags.keyOutOverdueHours). */
export const isKeyOverdue = (outSince: Date, now: Date, overdueHours: number): boolean =>
  now.getTime() - outSince.getTime() > overdueHours * 3_600_000;
