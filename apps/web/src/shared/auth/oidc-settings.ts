import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { paths } from '../routing/paths.ts';

export const OIDC_CALLBACK_PATH = paths.public.callback();

/**
 * Authorization code + PKCE against the API's OIDC provider (or a corporate IdP via VITE_OIDC_*).
 * The `api` scope makes the access token a JWT the API accepts; refresh tokens renew it.
 * The user is kept in localStorage so a second tab is signed in too; that shared refresh token is why
 * renewal is serialised across tabs (locking-user-manager.ts).
 */
export const oidcSettings = (origin: string = window.location.origin): UserManagerSettings => ({
  authority: import.meta.env.VITE_OIDC_AUTHORITY || `${origin}/oidc`,
  client_id: import.meta.env.VITE_OIDC_CLIENT_ID || 'b2c-admin-panel',
  redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
  post_logout_redirect_uri: `${origin}/`,
  response_type: 'code',
  scope: 'openid profile email phone api',
  automaticSilentRenew: true,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  maxSilentRenewTimeoutRetries: 2,
  // The ID token carries every claim we read (countries, vehicleTypes, groups); the access token is bound
  // to the API as its audience, so the IdP's userinfo endpoint would refuse it.
  loadUserInfo: false,
  userStore: new WebStorageStateStore({ store: window.localStorage }),
  stateStore: new WebStorageStateStore({ store: window.localStorage }),
});
