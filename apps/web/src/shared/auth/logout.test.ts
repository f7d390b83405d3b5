import { describe, expect, it } from 'vitest';
import type { SignoutRedirectArgs } from 'oidc-client-ts';
import { fakeUser } from '../../testing/fake-session.ts';
import { logout } from './logout.ts';

describe('logout', () => {
  it('clears local and session storage and signs out at the IdP with the ID token as hint', async () => {
    localStorage.setItem('country', 'IN');
    sessionStorage.setItem('chunkReloaded', '1');
    const calls: Array<SignoutRedirectArgs | undefined> = [];
    let storageAtSignout = -1;
    await logout({
      getUser: async () => fakeUser(),
      signoutRedirect: async (args) => {
        storageAtSignout = localStorage.length + sessionStorage.length;
        calls.push(args);
      },
    });
    expect(storageAtSignout).toBe(0);
    expect(calls).toEqual([{ id_token_hint: 'test-id-token' }]);
  });
});
