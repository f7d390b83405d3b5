import { TIME_ZONES, dndExpiryInstant, formatDate, toE164Mobile, type Country, type Vertical } from '@b2c/domain';
import { invalidFields } from '../../kits/http-errors.ts';

/** The number as E.164 for the vertical's country, or the 400 naming `field` (`body.mobileNumber`). */
export function checkedNumber(raw: string, country: Country, field: string): string {
  const check = toE164Mobile(raw, country);
  if (!check.ok) throw invalidFields([{ field, message: check.message }]);
  return check.e164;
}

/**
 * When a DND entry given until `expiresOn` stops applying (null: until removed), or the 400 for a day
 * already over in the vertical's zone: an entry that never applies is a typing mistake.
 */
export function checkedExpiry(expiresOn: string | null, v: Vertical, field: string, now = new Date()): Date | null {
  if (expiresOn === null) return null;
  const zone = TIME_ZONES[v.country];
  if (expiresOn < formatDate(now, zone)) throw invalidFields([{ field, message: 'must be today or a later day' }]);
  return dndExpiryInstant(expiresOn, zone);
}
