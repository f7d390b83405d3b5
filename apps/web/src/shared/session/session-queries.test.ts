import { describe, expect, it } from 'vitest';
import { configEndpoints, pathOf, usersEndpoints } from '@b2c/contracts';
import { configureApiClient } from '../api/api-client.ts';
import { answer, callsTo, errorAnswer, fakeApi, jsonResponse, queryOf } from '../../testing/fake-api.ts';
import { fakeUiRules } from '../../testing/fake-session.ts';
import { WEB_STORAGE_KEYS } from '../storage/storage-keys.ts';
import { fetchAndStoreUserGroups, fetchUiRules, readStoredGroups } from './session-queries.ts';

const asha = { id: 7, userName: 'asha', name: 'Asha Rao', email: 'asha@example.com', groups: ['CC_ADMIN'] };

describe('session queries', () => {
  it('reads the ui-rules of the vertical', async () => {
    const rules = fakeUiRules();
    const calls = fakeApi(answer(configEndpoints.uiRules, { body: rules }));
    await expect(fetchUiRules()).resolves.toEqual(rules);
    expect(calls).toHaveLength(1);
    expect(callsTo(calls, configEndpoints.uiRules).map(queryOf)).toEqual([{}]);
  });

  it('rejects ui-rules that do not match the contract', async () => {
    fakeApi(() => ({ body: { uiPermissions: {} } }));
    await expect(fetchUiRules()).rejects.toThrow(/answered outside its contract/);
  });

  it('looks the user up by preferred username (offset 0, size 1) and stores the groups', async () => {
    const calls = fakeApi(answer(usersEndpoints.lookup, { body: [asha] }));
    await expect(fetchAndStoreUserGroups('asha')).resolves.toEqual(['CC_ADMIN']);
    expect(calls).toHaveLength(1);
    expect(callsTo(calls, usersEndpoints.lookup).map(queryOf)).toEqual([{ userNames: 'asha', offset: '0', size: '1' }]);
    expect(readStoredGroups()).toEqual(['CC_ADMIN']);
  });

  it('stores no groups when the lookup fails or finds nobody', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.userGroups, JSON.stringify(['CC_ADMIN']));
    fakeApi(() => errorAnswer(500, 'down'));
    await expect(fetchAndStoreUserGroups('asha')).resolves.toEqual([]);
    expect(readStoredGroups()).toEqual([]);

    fakeApi(() => ({ body: [] }));
    await expect(fetchAndStoreUserGroups('nobody')).resolves.toEqual([]);
  });

  it('sends ui-rules to the config host and the user lookup to the users host', async () => {
    const urls: string[] = [];
    configureApiClient({
      getAccessToken: async () => 'tok',
      getVertical: async () => ({ country: 'IN', vehicleType: 'CAR' }),
      onUnauthorized: () => undefined,
      hostRules: [
        { services: ['config'], baseUrl: 'https://config.test' },
        { services: ['users'], baseUrl: 'https://users.test' },
      ],
      environment: 'production',
      fetch: async (input) => {
        urls.push(String(input));
        return jsonResponse(200, { data: String(input).includes('/users') ? [asha] : fakeUiRules() });
      },
    });
    await fetchUiRules();
    await fetchAndStoreUserGroups('asha');
    expect(urls).toEqual([
      `https://config.test${pathOf(configEndpoints.uiRules.path, {})}`,
      `https://users.test${pathOf(usersEndpoints.lookup.path, {})}?userNames=asha&offset=0&size=1`,
    ]);
  });
});
