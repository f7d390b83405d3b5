import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configAdminEndpoints, type FeatureMatrixRow, type VerticalFlagsRow } from '@b2c/contracts';
import { defaultVerticalFlags } from '@b2c/domain';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { asPhone } from '../../testing/viewport.ts';
import { ConfigsPage } from './configs-page.tsx';

const stamp = { version: 4, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const flagsOf = (vertical: string): VerticalFlagsRow => {
  const [country, vehicleType] = vertical.split(':') as ['IN', 'CAR'];
  return { vertical, flags: defaultVerticalFlags({ country, vehicleType }), ...stamp };
};
const MATRIX: FeatureMatrixRow[] = [
  { feature: 'scheduledTasks', verticals: ['IN:CAR'], ...stamp },
  { feature: 'bigDealer', verticals: [], ...stamp },
];

afterEach(() => vi.restoreAllMocks());

describe('ConfigsPage on a phone (issue 24 #22)', () => {
  it('picks a feature, then lists its verticals with a switch each, instead of a card per feature', async () => {
    const user = userEvent.setup();
    asPhone();
    fakeApi(
      answer(configAdminEndpoints.featureMatrix, { body: MATRIX }),
      answer(configAdminEndpoints.verticalFlags, { body: [flagsOf('IN:CAR'), flagsOf('AU:CAR')] }),
    );
    renderWithProviders(<ConfigsPage />, { access: fakeAccess() });
    await user.click(await screen.findByRole('combobox', { name: 'Feature' }));
    await user.click(await screen.findByTitle('scheduledTasks (1 of 2 on)'));
    const switches = await screen.findAllByRole('switch', { name: /^scheduledTasks in / });
    expect(switches).toHaveLength(2);
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.queryAllByRole('switch', { name: /^bigDealer in / })).toHaveLength(0);
  });
});
