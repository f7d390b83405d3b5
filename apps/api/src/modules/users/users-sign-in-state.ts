import type { IdentityProvider } from '@b2c/domain';
import type { LiveAccount, TokenIdentity } from '../../plugins/auth.ts';
import { expiringCache } from '../../kits/expiring-cache.ts';
import type { UsersRepository, UserWithGroups } from './users-repository.ts';

/**
 * How fresh a user's state must be: a change made through another API instance (or straight in the
 * database) reaches this one's permission checks within this time; a change made here, at once.
 */
export const SIGN_IN_STATE_FRESH_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** OKTA or DESCOPE for a corporate issuer whose address names it; ALL otherwise. */
export const identityProviderOf = (issuer: string): IdentityProvider => {
  const host = new URL(issuer).hostname.toLowerCase();
  return host.includes('okta') ? 'OKTA' : host.includes('descope') ? 'DESCOPE' : 'ALL';
};

/**
 * The users area's answer to "who is this token's user now" (issue 13): tokens live minutes, but a
 * deactivated or deleted user's next call is refused and a change of groups, countries or vehicle types
 * is what the next call is checked against. Embedded mode knows the user by `sub` (our id); with a
 * corporate IdP by preferred username, and a user first seen is created, with no groups. Bounded (the
 * oldest entry goes when full) and at most `SIGN_IN_STATE_FRESH_MS` old; `forget` drops a user at once.
 */
export function usersSignInState(
  repo: Pick<
    UsersRepository,
    'findActiveById' | 'findAnyByUserName' | 'createFromCorporateSignIn' | 'permissionsOfGroups'
  >,
  mode: { embedded: boolean; issuer: string },
) {
  async function corporateUser(token: TokenIdentity): Promise<UserWithGroups | undefined> {
    const known = await repo.findAnyByUserName(token.userName);
    if (known) return known.active && !known.deletedAt ? known : undefined;
    await repo.createFromCorporateSignIn({
      userName: token.userName,
      name: token.name || token.userName,
      email: token.email,
      countries: token.countries,
      vehicleTypes: token.vehicleTypes,
      identityProvider: identityProviderOf(mode.issuer),
    });
    return repo.findAnyByUserName(token.userName);
  }

  async function load(token: TokenIdentity): Promise<LiveAccount | undefined> {
    const id = Number(token.subject);
    const user = mode.embedded
      ? Number.isInteger(id)
        ? await repo.findActiveById(id)
        : undefined
      : token.userName
        ? await corporateUser(token)
        : undefined;
    if (!user) return undefined;
    return {
      groups: user.groups,
      countries: user.countries,
      vehicleTypes: user.vehicleTypes,
      permissions: await repo.permissionsOfGroups(user.groups),
    };
  }

  const cache = expiringCache(load, {
    ttlMs: SIGN_IN_STATE_FRESH_MS,
    keyOf: (token) => (mode.embedded ? `id:${token.subject}` : `name:${token.userName}`),
    maxEntries: MAX_ENTRIES,
  });
  return {
    current: cache.get,
    /** After a change of this user: their next request reads them afresh. */
    forget(user: { id: number; userName: string }): void {
      cache.forget(`id:${user.id}`);
      cache.forget(`name:${user.userName}`);
    },
    /** After a change of a group: every member's permissions may differ. */
    forgetAll: cache.clear,
  };
}
export type UsersSignInState = ReturnType<typeof usersSignInState>;
