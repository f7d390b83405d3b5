import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configEndpoints, dashboardEndpoints as api, type DashboardInventory } from '@b2c/contracts';
import { ACTION_PERMISSIONS, UI_PERMISSIONS } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { barOf, drawEveryTileAtOnce } from './bar-chart-test-support.ts';

const inventory: DashboardInventory = {
  total: 40,
  byStatus: [{ status: 'READY_FOR_SALE', count: 30 }],
  byLocation: [{ locationCode: 'HUB-DEL-1', name: 'Delhi Hub', count: 12 }],
  ageing: [
    { bucket: '90+', count: 4 },
    { bucket: '61-90', count: 3 },
    { bucket: '31-60', count: 2 },
    { bucket: '8-30', count: 1 },
    { bucket: '0-7', count: 5 },
  ],
  stale: { days: 30, count: 6 },
};

const everything = () => [
  answer(api.myWork, {
    body: {
      today: '2026-11-27',
      items: [
        { kind: 'approvals', count: 3 },
        { kind: 'pickupsToday', count: 2 },
      ],
    },
  }),
  answer(api.inventory, { body: inventory }),
  answer(api.approvals, { body: { total: 3, byAge: [{ bucket: '0-7', count: 3 }] } }),
  answer(api.documents, { body: { total: 0, byAge: [], byLocation: [] } }),
  answer(api.pickups, { body: { today: '2026-11-27', tomorrow: '2026-11-28', slots: [] } }),
  answer(api.slotCapacity, { body: { today: '2026-11-27', tomorrow: '2026-11-28', slots: [] } }),
  answer(api.punctuality, { body: { days: 30, since: '2026-10-29', vendors: [] } }),
  answer(api.cleaning, { body: { days: 30, since: '2026-10-29', reviewed: 0, approved: 0, byLocation: [] } }),
  answer(api.yardAudits, { body: { locations: [] } }),
];

const render = (access = fakeAccess()) =>
  renderWithProviders(<DashboardPage />, { url: '/dashboard', path: '/dashboard', auth: fakeAuth(fakeUser()), access });

drawEveryTileAtOnce();

describe('the dashboard', () => {
  it('shows my work first, then the ageing tile oldest first; a bar opens the grid with its filters', async () => {
    fakeApi(...everything());
    const user = userEvent.setup();
    const { router } = render();
    const work = await screen.findByTestId('my-work-approvals');
    expect(work).toHaveTextContent('Approvals waiting for you3');
    const ageing = await screen.findByTestId('dashboard-tile-ageing');
    expect(ageing).toHaveTextContent('15');
    const table = within(ageing).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Over 90 days4',
      '61–90 days3',
      '31–60 days2',
      '8–30 days1',
      '0–7 days5',
    ]);
    await user.click(barOf(ageing, 'Over 90 days'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ 'f.stockAge': '90+', 'f.sold': 'false' });
  });

  it("paints the ageing tile's title and caption before its answer, in the place the tile then fills", async () => {
    fakeApi(...everything());
    render();
    // The first render, before any answer: the first screen's largest text is already there.
    const loading = screen.getByTestId('dashboard-tile-ageing-loading');
    expect(loading).toHaveTextContent('Stock ageing');
    expect(loading).toHaveTextContent('unsold cars, by days since their stock-in (the oldest first)');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    const caption = screen.getByText('unsold cars, by days since their stock-in (the oldest first)');
    const ageing = await screen.findByTestId('dashboard-tile-ageing');
    expect(ageing).toHaveTextContent('15');
    expect(ageing).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('dashboard-tile-ageing-loading')).toBeNull();
    // The same caption element takes the answer: drawn again, it would be a new largest paint (issue 30).
    expect(screen.getByText('unsold cars, by days since their stock-in (the oldest first)')).toBe(caption);
    expect(ageing).toBe(loading);
  });

  it('holds "My work"\'s cards in place before its answer, for the kinds the rules let the user act on', async () => {
    fakeApi(...everything());
    render();
    // The first render, before any answer: every kind this user may act on has its card, without a count.
    const waiting = screen.getByRole('region', { name: 'My work' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    for (const title of ['Approvals waiting for you', 'Documents pending', "Today's pick-ups"])
      expect(within(waiting).getByText(title)).toBeInTheDocument();
    expect(within(waiting).queryByRole('link')).toBeNull();
    // The answer names the kinds that wait (approvals and pick-ups here), each a link with its count.
    expect(await screen.findByRole('link', { name: 'Approvals waiting for you: 3' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My work' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the chart as a table on request, each row a link to its grid', async () => {
    fakeApi(...everything());
    const user = userEvent.setup();
    render();
    const stale = await screen.findByTestId('dashboard-tile-stale');
    expect(within(stale).getByRole('link', { name: '6' })).toHaveAttribute(
      'href',
      '/inventory?f.idleDays=30&f.sold=false',
    );
    const location = await screen.findByTestId('dashboard-tile-location');
    expect(within(location).getByRole('img', { name: 'Stock by location' })).toBeInTheDocument();
    await user.click(within(location).getByRole('switch'));
    expect(within(location).queryByRole('img', { name: 'Stock by location' })).toBeNull();
    expect(within(location).getByRole('link', { name: 'Delhi Hub' })).toHaveAttribute(
      'href',
      '/inventory?f.locationCode=HUB-DEL-1',
    );
  });

  it('asks only for the tiles the user may open: the viewer reads what they may do and whom to ask', async () => {
    const none = <K extends string>(keys: readonly K[]) =>
      Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;
    const viewer = fakeAccess({
      uiRules: fakeUiRules(undefined, {
        uiPermissions: none(UI_PERMISSIONS),
        actionPermissions: none(ACTION_PERMISSIONS),
      }),
    });
    const calls = fakeApi(
      answer(api.myWork, { body: { today: '2026-11-27', items: [] } }),
      answer(configEndpoints.contactPersons, {
        body: [{ name: 'Asha Rao', role: 'Operations lead', email: 'asha@example.com', phone: '+919800000000' }],
      }),
    );
    render(viewer);
    expect(await screen.findByText(/Nothing on this start page is open to your account/)).toBeVisible();
    expect(await screen.findByText('Asha Rao')).toBeVisible();
    for (const tile of [
      api.inventory,
      api.approvals,
      api.documents,
      api.pickups,
      api.keyRequests,
      api.slotCapacity,
      api.punctuality,
      api.cleaning,
      api.yardAudits,
    ])
      expect(callsTo(calls, tile)).toHaveLength(0);
  });
});
