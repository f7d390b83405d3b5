import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterdataEndpoints as api, type Make, type Region } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { MasterdataHomePage } from './masterdata-home-page.tsx';
import { MasterdataListPage } from './masterdata-list-page.tsx';

const NORTH: Region = {
  id: 1,
  code: 'NORTH',
  name: 'North',
  cityCodes: ['DEL', 'GGN'],
  active: true,
  country: 'IN',
  vehicleType: 'CAR',
};
const MARUTI: Make = { id: 4, code: 'MARUTI', name: 'Maruti Suzuki', active: true, country: 'ALL', vehicleType: 'CAR' };

describe('master data: SPEC §3 region and make lists', () => {
  it('counts regions and makes beside the other lists, each card opening its list', async () => {
    fakeApi(
      answer(api.countRegions, { body: { count: 3 } }),
      answer(api.countMakes, { body: { count: 12 } }),
      (call) => (call.path.endsWith('/count') ? { body: { count: 0 } } : undefined),
    );
    renderWithProviders(<MasterdataHomePage />, { access: fakeAccess() });
    const regions = screen.getByRole('link', { name: 'Regions: open the list' });
    const makes = screen.getByRole('link', { name: 'Makes: open the list' });
    expect(regions).toHaveAttribute('href', '/masterdata/region');
    expect(makes).toHaveAttribute('href', '/masterdata/make');
    await waitFor(() => expect(regions).toHaveTextContent('Regions3'));
    await waitFor(() => expect(makes).toHaveTextContent('Makes12'));
  });

  it('lists the regions with their cities, read-only', async () => {
    fakeApi(answer(api.regions, { body: [NORTH] }), answer(api.countRegions, { body: { count: 1 } }));
    renderWithProviders(<MasterdataListPage />, {
      access: fakeAccess(),
      url: '/masterdata/region',
      path: '/masterdata/:entity',
    });
    expect(await screen.findByRole('cell', { name: 'North' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'DEL, GGN' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('searches makes by the start of their name: the search-make list', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(answer(api.makes, { body: [MARUTI] }), answer(api.countMakes, { body: { count: 1 } }));
    renderWithProviders(<MasterdataListPage />, {
      access: fakeAccess(),
      url: '/masterdata/make',
      path: '/masterdata/:entity',
    });
    expect(await screen.findByRole('cell', { name: 'Maruti Suzuki' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search make' }), 'Mar{Enter}');
    await waitFor(() => expect(callsTo(calls, api.makes).map((c) => queryOf(c).search)).toContain('Mar'));
    expect(queryOf(callsTo(calls, api.countMakes).at(-1)!).search).toBe('Mar');
  });
});
