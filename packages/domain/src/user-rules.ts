import type { Permission } from './permissions.ts';
import type { Country } from './verticals.ts';
import { phoneE164 } from './phone-numbers.ts';

/**
 * A user's phone, checked against the countries the user works in (issue 13: "phone per country"): a
 * number with its +country code must belong to one of them; a national number is read as the first
 * country's. Answers the E.164 form to store, or undefined when it is no valid number of those countries.
 * @example userPhoneE164('0412 345 678', ['AU']) // '+61412345678'
 */
export const userPhoneE164 = (raw: string, countries: readonly Country[]): string | undefined =>
  phoneE164(raw, countries);

/** The permission that makes a group an admin group: who holds it manages users (and cannot lock themself out). */
export const USER_ADMIN_PERMISSION: Permission = 'MANAGE_USERS';

/** The users area's toasts and refusals, in the style of SPEC §8 ("Driver saved / updated successfully!"). */
export const USER_MESSAGES = {
  userSaved: 'User saved successfully!',
  userUpdated: 'User updated successfully!',
  userActivated: 'User activated successfully!',
  userDeactivated: 'User deactivated successfully!',
  userDeleted: 'User deleted successfully!',
  groupSaved: 'Group saved successfully!',
  groupUpdated: 'Group updated successfully!',
  groupDeleted: 'Group deleted successfully!',
  groupMemberAdded: 'User added to the group successfully!',
  groupMemberRemoved: 'User removed from the group successfully!',
  imageSaved: 'Profile image saved successfully!',
  imageDeleted: 'Profile image deleted successfully!',
  organisationSaved: 'Organisation saved successfully!',
  organisationUpdated: 'Organisation updated successfully!',
  ownLastAdminGroup: 'You cannot remove your own last admin group.',
  deactivateSelf: 'You cannot deactivate or delete yourself.',
  accountInactive: 'Your account is deactivated: contact your administrator.',
} as const;
