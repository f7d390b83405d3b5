import { LockingUserManager } from './locking-user-manager.ts';
import { oidcSettings } from './oidc-settings.ts';

let manager: LockingUserManager | undefined;

/** The one UserManager of the page, created on first use (tests that never sign in never build it). */
export const getUserManager = (): LockingUserManager => {
  manager ??= new LockingUserManager(oidcSettings());
  return manager;
};
