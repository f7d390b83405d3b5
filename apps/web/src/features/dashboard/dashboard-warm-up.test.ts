import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dashboardEndpoints as api } from '@b2c/contracts';
import { ACTION_PERMISSIONS, UI_PERMISSIONS } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeUiRules } from '../../testing/fake-session.ts';
import { warmDashboard } from './dashboard-api.ts';

/**
 * Issue 29, the dashboard interactive soon after sign-in: the route's warm-up starts "My work" and the
 * tiles beside the page's chunk — exactly the tiles the page will ask for, never one the API refuses.
 */
const IN_CAR = { country: 'IN', vehicleType: 'CAR' } as const;
const none = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;

describe('the dashboard warm-up', () => {
  it('asks for my work and only the tiles the rules allow, into the keys the page reads', async () => {
    const calls = fakeApi(
      answer(api.myWork, { body: { today: '2026-11-27', items: [] } }),
      answer(api.pickups, { body: { today: '2026-11-27', tomorrow: '2026-11-28', slots: [] } }),
      answer(api.slotCapacity, { body: { today: '2026-11-27', tomorrow: '2026-11-28', slots: [] } }),
      answer(api.punctuality, { body: { days: 30, since: '2026-10-29', vendors: [] } }),
    );
    const logisticsOnly = fakeUiRules(IN_CAR, {
      uiPermissions: { ...none(UI_PERMISSIONS), logisticMenu: true },
      actionPermissions: none(ACTION_PERMISSIONS),
    });
    const queryClient = new QueryClient();
    expect(await warmDashboard(queryClient, logisticsOnly, IN_CAR)).toBe(3);
    for (const tile of [api.myWork, api.pickups, api.slotCapacity, api.punctuality])
      expect(callsTo(calls, tile)).toHaveLength(1);
    for (const tile of [api.inventory, api.approvals, api.documents, api.keyRequests, api.cleaning, api.yardAudits])
      expect(callsTo(calls, tile)).toHaveLength(0);
    expect(queryClient.getQueryData(['dashboard', 'pickups', 'IN', 'CAR'])).toMatchObject({ today: '2026-11-27' });
  });

  it('asks for my work alone for a user who may open no tile', async () => {
    const calls = fakeApi(answer(api.myWork, { body: { today: '2026-11-27', items: [] } }));
    const nothing = fakeUiRules(IN_CAR, {
      uiPermissions: none(UI_PERMISSIONS),
      actionPermissions: none(ACTION_PERMISSIONS),
    });
    expect(await warmDashboard(new QueryClient(), nothing, IN_CAR)).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
