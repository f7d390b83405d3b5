import { UserManager, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { withRenewLock } from './renew-lock.ts';

/**
 * A UserManager whose silent renewal (the refresh-token grant) runs under the cross-tab renew lock.
 * A tab that waited for the lock first looks at the shared store: when another tab has just renewed,
 * it adopts those tokens instead of spending the already-rotated refresh token.
 */
export class LockingUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    const before = await this.getUser();
    return withRenewLock(async () => {
      const current = await this.getUser();
      const renewedElsewhere =
        before !== null &&
        current !== null &&
        current.access_token !== before.access_token &&
        (current.expires_in ?? 0) > this.settings.accessTokenExpiringNotificationTimeInSeconds;
      // Raising userLoaded updates React state and re-arms this tab's expiry timers.
      if (renewedElsewhere) return this.getUser(true);
      return super.signinSilent(args);
    });
  }
}
