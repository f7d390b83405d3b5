import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configAdminEndpoints, type FeatureMatrixRow, type VerticalFlagsRow } from '@b2c/contracts';
import { alwaysShownReason, defaultVerticalFlags } from '@b2c/domain';
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
    await user.click(await screen.findByTitle('Scheduled Tasks (1 of 2 on)'));
    const switches = await screen.findAllByRole('switch', { name: /^Scheduled Tasks in / });
    expect(switches).toHaveLength(2);
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.queryAllByRole('switch', { name: /^Big Dealer Network in / })).toHaveLength(0);
  });

  it('does not offer to turn FASTag off: SPEC §6 always shows it', async () => {
    const user = userEvent.setup();
    asPhone();
    fakeApi(
      answer(configAdminEndpoints.featureMatrix, { body: [...MATRIX, { feature: 'fastag', verticals: [], ...stamp }] }),
      answer(configAdminEndpoints.verticalFlags, { body: [flagsOf('IN:CAR'), flagsOf('AU:CAR')] }),
    );
    renderWithProviders(<ConfigsPage />, { access: fakeAccess() });
    await user.click(await screen.findByRole('combobox', { name: 'Feature' }));
    await user.click(await screen.findByTitle('Fastag (always shown)'));
    expect(await screen.findByText(alwaysShownReason('Fastag'))).toBeInTheDocument();
    const switches = await screen.findAllByRole('switch', { name: /^Fastag in / });
    expect(switches).toHaveLength(2);
    for (const s of switches) {
      expect(s).toBeChecked();
      expect(s).toBeDisabled();
    }
  });
});

describe('ConfigsPage on a desktop', () => {
  it('shows FASTag as always shown, its switches on and not to be used (SPEC §6)', async () => {
    fakeApi(
      answer(configAdminEndpoints.featureMatrix, { body: [...MATRIX, { feature: 'fastag', verticals: [], ...stamp }] }),
      answer(configAdminEndpoints.verticalFlags, { body: [flagsOf('IN:CAR'), flagsOf('AU:CAR')] }),
    );
    renderWithProviders(<ConfigsPage />, { access: fakeAccess() });
    expect(await screen.findByText('Fastag (always shown)')).toBeInTheDocument();
    const fastag = await screen.findAllByRole('switch', { name: /^Fastag in / });
    expect(fastag).toHaveLength(2);
    for (const s of fastag) {
      expect(s).toBeChecked();
      expect(s).toBeDisabled();
    }
    const scheduled = screen.getAllByRole('switch', { name: /^Scheduled Tasks in / });
    expect(scheduled.every((s) => !(s as HTMLButtonElement).disabled)).toBe(true);
  });
});
