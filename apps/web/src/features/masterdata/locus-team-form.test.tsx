import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterdataEndpoints, masterdataLocusTeamEndpoints as teamApi, type LocusTeam } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApiIn, type FakeAnswer, type RecordedCall } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { LocusTeamForm } from './locus-team-form.tsx';

const AU = { country: 'AU', vehicleType: 'CAR' } as const;
const PERTH = { id: 4, code: 'PER', name: 'Perth', stateCode: 'WA', active: true, country: 'AU', vehicleType: 'ALL' };
const TEAM: LocusTeam = {
  id: 9,
  teamId: 'LOCUS-PER-1',
  name: 'Perth Metro',
  cityCode: 'PER',
  active: true,
  country: 'AU',
  vehicleType: 'CAR',
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.au',
};

/** Cities answer Perth; writes answer `save`. */
const fakeTeamApi = (save: FakeAnswer) =>
  fakeApiIn(
    AU,
    answer(masterdataEndpoints.cities, { body: [PERTH] }),
    answer(teamApi.create, save),
    answer(teamApi.update, save),
  );
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const renderForm = (props: Parameters<typeof LocusTeamForm>[0] = {}) =>
  renderWithProviders(<LocusTeamForm {...props} />, {
    access: fakeAccess({ vertical: AU }),
    url: '/masterdata/locus-teams/add',
    path: '/masterdata/locus-teams/add',
  });

describe('LocusTeamForm', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeTeamApi({ status: 201, body: TEAM });
    renderForm();
    await user.type(screen.getByLabelText('Team id'), 'bad id!');
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Team id')).toHaveValue('BAD ID!');
    expect(await screen.findByText('Team id must use only capital letters, digits, "_" and "-".')).toBeInTheDocument();
    // antd shows each field's message as its own validation settles, so wait for every one (the first
    // can show before the others, as in the location form test).
    expect(await screen.findByText('Name must have at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('City is required.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates with the team id in capitals and returns to the grid', async () => {
    const user = userEvent.setup();
    const calls = fakeTeamApi({ status: 201, body: TEAM });
    const { router } = renderForm();
    await user.type(screen.getByLabelText('Team id'), 'locus-per-1');
    await user.type(screen.getByLabelText('Name'), ' Perth Metro ');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByTitle('Perth (PER)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/masterdata/locus-teams'));
    expect(writes(calls)).toHaveLength(1);
    expect(callsTo(calls, teamApi.create).map((c) => c.body)).toEqual([
      { teamId: 'LOCUS-PER-1', name: 'Perth Metro', cityCode: 'PER', active: true },
    ]);
  });

  it('edits with the version, keeps the team id fixed and can deactivate', async () => {
    const user = userEvent.setup();
    const calls = fakeTeamApi({ body: { ...TEAM, active: false, version: 3 } });
    renderForm({ team: TEAM });
    expect(screen.getByLabelText('Team id')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(callsTo(calls, teamApi.update)[0]).toMatchObject({
      params: { id: 9 },
      body: { name: 'Perth Metro', cityCode: 'PER', active: false, version: 2 },
    });
  });

  it('toasts a duplicate team id with the server message and keeps the input', async () => {
    const user = userEvent.setup();
    const duplicate = 'A Locus team with team id LOCUS-PER-1 already exists in AU CAR.';
    fakeTeamApi(errorAnswer(409, duplicate));
    renderForm();
    await user.type(screen.getByLabelText('Team id'), 'LOCUS-PER-1');
    await user.type(screen.getByLabelText('Name'), 'Perth Metro');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByTitle('Perth (PER)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(screen.getByLabelText('Team id')).toHaveValue('LOCUS-PER-1');
  });

  it('offers the latest version after a stale edit', async () => {
    const user = userEvent.setup();
    const stale = 'Locus team LOCUS-PER-1 was changed by someone else (version 3, yours 2). Reload it and try again.';
    fakeTeamApi(errorAnswer(409, stale));
    renderForm({ team: TEAM, onReload: () => undefined });
    await user.type(screen.getByLabelText('Name'), ' North'); // an unchanged form is not sent at all
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(stale)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load latest version' })).toBeInTheDocument();
  });
});
