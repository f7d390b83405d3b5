import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationEndpoints, masterdataEndpoints, masterdataPlaceEndpoints, type LocationDetail } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import {
  answer,
  callsTo,
  errorAnswer,
  fakeApi,
  queryOf,
  type FakeAnswer,
  type RecordedCall,
} from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { LocationForm } from './location-form.tsx';

const DELHI = {
  id: 1,
  code: 'DEL',
  name: 'New Delhi',
  stateCode: 'DL',
  active: true,
  country: 'IN',
  vehicleType: 'ALL',
};

const CONNAUGHT_PLACE = {
  label: 'Connaught Place, New Delhi 110001',
  address: 'Connaught Place, New Delhi, Delhi 110001',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  latitude: 28.6314512,
  longitude: 77.2166672,
};

/** An API that answers the form's calls: cities, places, then `save` for the create and the update. */
const fakeLocationApi = (save: FakeAnswer) =>
  fakeApi(
    answer(masterdataEndpoints.cities, { body: [DELHI] }),
    answer(masterdataPlaceEndpoints.search, { body: [CONNAUGHT_PLACE] }),
    answer(locationEndpoints.create, save),
    answer(locationEndpoints.update, save),
  );

const LOCATION: LocationDetail = {
  id: 7,
  code: 'HUB-DEL-9',
  name: 'Delhi Hub',
  cityCode: 'DEL',
  locationType: 'PARENT_HUB',
  locationSubtype: 'OWN',
  active: true,
  holdingPeriodDays: 30,
  country: 'IN',
  vehicleType: 'CAR',
  address: '10 MG Road, New Delhi',
  latitude: null,
  longitude: null,
  servesVerticals: ['IN:CAR'],
  testDriveOptions: [],
  testDriveDirections: null,
  version: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.in',
};

const renderForm = (location?: LocationDetail) =>
  renderWithProviders(<LocationForm {...(location ? { location } : {})} />, { access: fakeAccess() });

const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');

describe('LocationForm', () => {
  it('offers hub test drives with SPEC §5 directions, required only then, and sends them', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ body: { ...LOCATION, version: 4 } });
    renderForm(LOCATION);
    expect(screen.queryByLabelText('Test-drive directions')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Home test drive' }));
    expect(screen.queryByLabelText('Test-drive directions')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Hub' }));
    const directions = await screen.findByLabelText('Test-drive directions');
    expect(screen.getByText(MESSAGES.testDriveDirectionsHelper)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Test-drive directions is required.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.type(directions, 'Gate 2 of the mall,{Enter}then the second ramp on the left.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.locationUpdated)).toBeInTheDocument();
    expect(callsTo(calls, locationEndpoints.update)[0]!.body).toMatchObject({
      testDriveOptions: ['HOME_TEST_DRIVE', 'HUB'],
      testDriveDirections: 'Gate 2 of the mall, then the second ramp on the left.',
    });
  });

  it('clears the directions once the hub no longer offers test drives there', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ body: { ...LOCATION, version: 4 } });
    renderForm({ ...LOCATION, testDriveOptions: ['HUB'], testDriveDirections: 'Gate 2, then left at the ramp.' });
    expect(screen.getByLabelText('Test-drive directions')).toHaveValue('Gate 2, then left at the ramp.');
    await user.click(screen.getByRole('checkbox', { name: 'Hub' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.locationUpdated)).toBeInTheDocument();
    expect(callsTo(calls, locationEndpoints.update)[0]!.body).toMatchObject({
      testDriveOptions: [],
      testDriveDirections: null,
    });
  });

  it('checks the fields with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ status: 201, body: LOCATION });
    renderForm();
    await user.type(screen.getByLabelText('Code'), 'bad code');
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // antd shows each field's message as its own validation settles, so wait for every one (a loaded CI
    // machine once saw the first before the others).
    expect(await screen.findByText('Code must use only capital letters, digits, "_" and "-".')).toBeInTheDocument();
    expect(await screen.findByText('Name must have at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('City is required.')).toBeInTheDocument();
    expect(await screen.findByText('Address is required.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('updates with the version and says "Location updated successfully!"', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ body: { ...LOCATION, version: 4 } });
    renderForm(LOCATION);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Delhi Hub 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.locationUpdated)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(callsTo(calls, locationEndpoints.update).map((c) => [c.params, queryOf(c), c.body])).toEqual([
      [{ id: 7 }, {}, expect.objectContaining({ name: 'Delhi Hub 2', version: 3 })],
    ]);
  });

  it('shows a stale edit with its status, keeps the input and offers the latest version', async () => {
    const user = userEvent.setup();
    const message = 'Location 7 was changed by someone else (version 4, yours 3). Reload it and try again.';
    fakeLocationApi(errorAnswer(409, message));
    renderWithProviders(<LocationForm location={LOCATION} onReload={() => undefined} />, { access: fakeAccess() });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(`409: ${message}`)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load latest version' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Mine');
  });

  it('maps the server 400 entries next to their fields', async () => {
    const user = userEvent.setup();
    fakeLocationApi(
      errorAnswer(400, 'body.address: too vague', { validation: [{ field: 'body.address', message: 'is too vague' }] }),
    );
    renderForm(LOCATION);
    await user.type(screen.getByLabelText('Name'), ' North'); // an unchanged form is not sent at all
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Address is too vague.')).toBeInTheDocument());
    expect(await screen.findByText('400: body.address: too vague')).toBeInTheDocument();
  });

  it('locks a saved code, but lets a location saved without one be given one, checked as the update checks it', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ body: { ...LOCATION, version: 4 } });
    const { unmount } = renderForm(LOCATION);
    expect(screen.getByLabelText('Code')).toBeDisabled();
    unmount();
    renderForm({ ...LOCATION, code: null });
    await user.type(screen.getByLabelText('Code'), 'bad code');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code must use only capital letters, digits, "_" and "-".')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'HUB-DEL-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.locationUpdated)).toBeInTheDocument();
    expect(callsTo(calls, locationEndpoints.update).map((c) => c.body)).toEqual([
      expect.objectContaining({ code: 'HUB-DEL-10', version: 3 }),
    ]);
  });

  it('fills address, city and coordinates from a picked place, and sends them', async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ status: 201, body: LOCATION });
    renderForm();
    await user.type(screen.getByLabelText('Code'), 'HUB-DEL-9');
    await user.type(screen.getByLabelText('Name'), 'Delhi Hub');
    await user.type(screen.getByLabelText('Address'), 'Conn');
    await user.click(await screen.findByText(CONNAUGHT_PLACE.label, {}, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(CONNAUGHT_PLACE.address));
    expect(screen.getByLabelText('Latitude')).toHaveValue('28.631451');
    expect(screen.getByLabelText('Longitude')).toHaveValue('77.216667');
    expect(callsTo(calls, masterdataPlaceEndpoints.search).map((c) => queryOf(c).q)).toEqual(['Conn']);
    await user.click(screen.getByLabelText('Location type'));
    await user.click(await screen.findByTitle('Parent Hub'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.locationSaved)).toBeInTheDocument();
    expect(callsTo(calls, locationEndpoints.create).map((c) => c.body)).toEqual([
      expect.objectContaining({
        cityCode: 'DEL',
        address: CONNAUGHT_PLACE.address,
        latitude: 28.631451,
        longitude: 77.216667,
      }),
    ]);
  });

  it("refuses coordinates outside the vertical's country under their field, before sending", async () => {
    const user = userEvent.setup();
    const calls = fakeLocationApi({ body: { ...LOCATION, version: 4 } });
    renderForm(LOCATION);
    await user.type(screen.getByLabelText('Latitude'), '77.2');
    await user.type(screen.getByLabelText('Longitude'), '28.6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude is outside India (between 6 and 37.5).')).toBeInTheDocument();
    expect(await screen.findByText('Longitude is outside India (between 68 and 97.5).')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});
