import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterdataPlaceEndpoints, type Place } from '@b2c/contracts';
import { answer, callsTo, fakeApi, fakeApiIn, queryOf } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { PlaceInput, type PickedPlace } from './place-input.tsx';

const BENGALURU: Place = {
  label: 'Bengaluru, Bangalore Urban, Karnataka',
  address: 'Bengaluru, Bangalore Urban, Karnataka',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.97194,
  longitude: 77.59369,
};
const KORAMANGALA: Place = {
  label: 'Koramangala, Bengaluru 560034',
  address: 'Koramangala, Bengaluru, Karnataka 560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  latitude: 12.97194,
  longitude: 77.59369,
};

/** The input as a form uses it: the address is the field's value. */
const Field = ({ onPick, initial = '' }: { onPick: (place: PickedPlace) => void; initial?: string }) => {
  const [address, setAddress] = useState(initial);
  return (
    <>
      <label htmlFor="address">Address</label>
      <PlaceInput id="address" value={address} onChange={setAddress} onPick={onPick} />
      <output data-testid="field">{address}</output>
    </>
  );
};

const searches = (calls: Parameters<typeof callsTo>[0]) =>
  callsTo(calls, masterdataPlaceEndpoints.search).map((c) => queryOf(c).q);

describe('PlaceInput', () => {
  it('asks from the third letter, once typing settles, and a pick fills the field and hands over the place', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const calls = fakeApi(answer(masterdataPlaceEndpoints.search, { body: [BENGALURU, KORAMANGALA] }));
    renderWithProviders(<Field onPick={onPick} />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Address'), 'Be');
    await new Promise((r) => setTimeout(r, 700));
    expect(searches(calls)).toEqual([]);
    await user.type(screen.getByLabelText('Address'), 'nga');
    // Typed text is the field's value as it is typed; one search for the settled text, not one per letter.
    expect(screen.getByTestId('field')).toHaveTextContent('Benga');
    await user.click(await screen.findByText(KORAMANGALA.label, {}, { timeout: 3000 }));
    expect(searches(calls)).toEqual(['Benga']);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(KORAMANGALA));
    expect(screen.getByTestId('field')).toHaveTextContent(KORAMANGALA.address);
  });

  it('says in the list when nothing is found, and leaves what was typed', async () => {
    const user = userEvent.setup();
    fakeApiIn({ country: 'AE', vehicleType: 'CAR' }, answer(masterdataPlaceEndpoints.search, { body: [] }));
    renderWithProviders(<Field onPick={vi.fn()} />, {
      access: fakeAccess({ vertical: { country: 'AE', vehicleType: 'CAR' } }),
    });
    await user.type(screen.getByLabelText('Address'), 'Dubai');
    // Nothing found is said in the list, and what was typed stays.
    expect(
      await screen.findByText('No place found: type the address as it is.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('field')).toHaveTextContent('Dubai');
  });

  it('keeps typing that happens to equal a place, and says so when the lookup fails', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const dubai: Place = { ...BENGALURU, label: 'Dubai', address: 'Dubai', city: 'Dubai' };
    let fail = false;
    fakeApi(
      answer(masterdataPlaceEndpoints.search, () =>
        fail
          ? { status: 500, body: { status: 500, error: 'Internal Server Error', message: 'down' } }
          : { body: [dubai] },
      ),
    );
    renderWithProviders(<Field onPick={onPick} />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Address'), 'Dubai');
    await screen.findByRole('option', { name: 'Dubai' }, { timeout: 3000 });
    expect(screen.getByTestId('field')).toHaveTextContent('Dubai');
    expect(onPick).not.toHaveBeenCalled();
    fail = true;
    await user.type(screen.getByLabelText('Address'), ' Marina');
    expect(
      await screen.findByText('Places could not be looked up: type the address.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('field')).toHaveTextContent('Dubai Marina');
  });
});
