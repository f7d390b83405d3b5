import { User, UserManager } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import type { UiRules } from '@b2c/contracts';
import { FEATURES, UI_PERMISSIONS, ACTION_PERMISSIONS, defaultVerticalFlags, type Vertical } from '@b2c/domain';
import type { AccessContext } from '../shared/routing/route-access.ts';

export interface FakeProfile {
  countries?: string[];
  vehicleTypes?: string[];
  name?: string;
  preferred_username?: string;
}

export const fakeUser = (profile: FakeProfile = {}): User =>
  new User({
    access_token: 'test-access-token',
    token_type: 'Bearer',
    id_token: 'test-id-token',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    profile: {
      sub: 'u-1',
      iss: 'http://idp.test',
      aud: 'b2c-admin-panel',
      exp: 0,
      iat: 0,
      preferred_username: profile.preferred_username ?? 'asha',
      name: profile.name ?? 'Asha Rao',
      countries: profile.countries ?? ['IN', 'AE', 'AU'],
      vehicleTypes: profile.vehicleTypes ?? ['CAR', 'BIKE'],
    },
  });

/** An AuthContext value without an IdP: signed in (with `user`) or not, recording sign-in calls. */
export const fakeAuth = (user: User | null, overrides: Partial<AuthContextProps> = {}): AuthContextProps => {
  const manager = new UserManager({
    authority: 'http://idp.test',
    client_id: 'test',
    redirect_uri: 'http://localhost/cb',
  });
  const none = async () => undefined;
  return {
    settings: manager.settings,
    events: manager.events,
    user,
    isLoading: false,
    isAuthenticated: user !== null,
    clearStaleState: none,
    removeUser: none,
    signinPopup: async () => fakeUser(),
    signinSilent: async () => user,
    signinRedirect: none,
    signinResourceOwnerCredentials: async () => fakeUser(),
    signoutRedirect: none,
    signoutPopup: none,
    signoutSilent: none,
    querySessionStatus: async () => null,
    revokeTokens: none,
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
    ...overrides,
  };
};

const allTrue = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>;

/** ui-rules where everything is allowed; tests switch off what they exercise. */
export const fakeUiRules = (
  vertical: Vertical = { country: 'IN', vehicleType: 'CAR' },
  patch: Partial<UiRules> = {},
): UiRules => {
  const flags = defaultVerticalFlags(vertical);
  return {
    uiPermissions: allTrue(UI_PERMISSIONS),
    actionPermissions: allTrue(ACTION_PERMISSIONS),
    groups: [],
    bigDealerActive: flags.bigDealerActive,
    stockInBy: flags.stockInBy,
    flags,
    features: allTrue(FEATURES),
    ...patch,
  };
};

export const fakeAccess = (patch: Partial<AccessContext> = {}): AccessContext => {
  const vertical = patch.vertical ?? { country: 'IN', vehicleType: 'CAR' };
  return { uiRules: fakeUiRules(vertical), groups: [], vertical, ...patch };
};
