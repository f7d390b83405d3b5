import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  locationEndpoints,
  masterdataEndpoints,
  masterdataZoneEndpoints as zoneApi,
  zoneInput,
  type Zone,
} from '@b2c/contracts';
import {
  answer,
  callsTo,
  errorAnswer,
  fakeApiIn,
  queryOf,
  type FakeAnswer,
  type RecordedCall,
} from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ZoneForm } from './zone-form.tsx';

const AU = { country: 'AU', vehicleType: 'CAR' } as const;
const PERTH = { id: 4, code: 'PER', name: 'Perth', stateCode: 'WA', active: true, country: 'AU', vehicleType: 'ALL' };
const ZONE: Zone = {
  id: 5,
  code: 'ZN-PER',
  name: 'Perth North',
  cityCode: 'PER',
  c2c: false,
  active: true,
  locationCodes: [],
  country: 'AU',
  vehicleType: 'CAR',
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.au',
};

/** Cities answer Perth, locations none; writes answer `save`. */
const fakeZoneApi = (save: FakeAnswer) =>
  fakeApiIn(
    AU,
    answer(masterdataEndpoints.cities, { body: [PERTH] }),
    answer(locationEndpoints.list, { body: [] }),
    answer(zoneApi.create, save),
    answer(zoneApi.update, save),
  );
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const renderForm = (props: Parameters<typeof ZoneForm>[0] = {}) =>
  renderWithProviders(<ZoneForm {...props} />, {
    access: fakeAccess({ vertical: AU }),
    url: '/masterdata/zones/add',
    path: '/masterdata/zones/add',
  });

describe('ZoneForm', () => {
  it('limits the text fields to the contract lengths', () => {
    fakeZoneApi({ body: ZONE });
    renderForm();
    expect(screen.getByLabelText('Code')).toHaveAttribute('maxlength', String(zoneInput.shape.code.maxLength));
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', String(zoneInput.shape.name.maxLength));
    expect(zoneInput.shape.name.maxLength).toBe(120);
  });

  it('creates the zone as the saved zone data, cleaned, says so and returns to the grid', async () => {
    const user = userEvent.setup();
    const calls = fakeZoneApi({ status: 201, body: ZONE });
    const { router } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'ZN-PER');
    await user.type(screen.getByLabelText('Name'), '  Perth North ');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByTitle('Perth (PER)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zone saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/masterdata/zones'));
    expect(writes(calls)).toHaveLength(1);
    expect(callsTo(calls, zoneApi.create).map((c) => c.body)).toEqual([
      [{ code: 'ZN-PER', name: 'Perth North', cityCode: 'PER', c2c: false, active: true, locationCodes: [] }],
    ]);
  });

  it('updates with the version and without the fixed code', async () => {
    const user = userEvent.setup();
    const calls = fakeZoneApi({ body: { ...ZONE, c2c: true, version: 3 } });
    renderForm({ zone: ZONE });
    expect(screen.getByLabelText('Code')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'C2C zone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zone updated successfully!')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(callsTo(calls, zoneApi.update).map((c) => [c.params, queryOf(c), c.body])).toEqual([
      [{ id: 5 }, {}, { name: 'Perth North', cityCode: 'PER', c2c: true, active: true, locationCodes: [], version: 2 }],
    ]);
  });

  it('says "Nothing to change." instead of sending an unchanged edit (issue 19), also after a round trip', async () => {
    const user = userEvent.setup();
    const calls = fakeZoneApi({ body: ZONE });
    renderForm({ zone: ZONE });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to change.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'C2C zone' }));
    await user.click(screen.getByRole('switch', { name: 'C2C zone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Nothing to change.').length).toBeGreaterThan(0));
    expect(writes(calls)).toHaveLength(0);
  });

  it('keeps the input after a stale edit and offers the latest version', async () => {
    const user = userEvent.setup();
    const stale = 'Zone ZN-PER was changed by someone else (version 3, yours 2). Reload it and try again.';
    const calls = fakeZoneApi(errorAnswer(409, stale));
    renderForm({ zone: ZONE, onReload: () => undefined });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Perth Hills');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(`409: ${stale}`)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load latest version' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Perth Hills');
    expect(writes(calls)).toHaveLength(1);
  });
});
