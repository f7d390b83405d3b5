import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardEndpoints as api } from '@b2c/contracts';
import type { LiveChange } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import type { LiveStreamHandlers } from '../../shared/api/live-events.ts';
import { LiveChangesProvider } from '../../shared/live/live-changes.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { barOf, drawEveryTileAtOnce } from './bar-chart-test-support.ts';

// The tab's event stream, replaced by one the test speaks into.
const stream: { handlers?: LiveStreamHandlers } = {};
vi.mock('../../shared/api/live-events.ts', () => ({
  followLiveChanges: (handlers: LiveStreamHandlers) => {
    stream.handlers = handlers;
    return new Promise(() => {});
  },
}));

const IN = { country: 'IN', vehicleType: 'CAR' } as const;
const empty = { today: '2026-11-27', tomorrow: '2026-11-28', slots: [] };

const answers = (yardAudits: { locations: unknown[] } = { locations: [] }) => [
  answer(api.myWork, { body: { today: '2026-11-27', items: [] } }),
  answer(api.inventory, {
    body: { total: 0, byStatus: [], byLocation: [], ageing: [], stale: { days: 30, count: 0 } },
  }),
  answer(api.approvals, { body: { total: 0, byAge: [] } }),
  answer(api.documents, {
    body: {
      total: 7,
      byAge: [{ bucket: '0-7', count: 7 }],
      byLocation: [{ locationCode: 'HUB-DEL-1', name: 'Delhi Hub', count: 7 }],
    },
  }),
  answer(api.pickups, { body: empty }),
  answer(api.slotCapacity, {
    body: {
      ...empty,
      slots: [
        {
          date: '2026-11-27',
          slotCode: '0900_1100',
          slotFrom: '09:00',
          slotTo: '11:00',
          booked: 4,
          capacity: 10,
          fullAt: 1,
        },
        {
          date: '2026-11-28',
          slotCode: '0900_1100',
          slotFrom: '09:00',
          slotTo: '11:00',
          booked: 1,
          capacity: 10,
          fullAt: 0,
        },
      ],
    },
  }),
  answer(api.punctuality, {
    body: {
      days: 30,
      since: '2026-10-29',
      vendors: [
        { vendor: 'DRIVEU', due: 4, onTime: 1, late: 3, lateOpen: 1 },
        { vendor: null, due: 2, onTime: 0, late: 2, lateOpen: 2 },
        { vendor: 'LOCUS', due: 2, onTime: 2, late: 0, lateOpen: 0 },
      ],
    },
  }),
  answer(api.cleaning, {
    body: {
      days: 30,
      since: '2026-10-29',
      reviewed: 8,
      approved: 6,
      byLocation: [{ locationCode: 'HUB-DEL-1', name: 'Delhi Hub', reviewed: 8, approved: 6 }],
    },
  }),
  answer(api.yardAudits, { body: yardAudits }),
];

const render = (access = fakeAccess()) =>
  renderWithProviders(
    <LiveChangesProvider vertical={IN}>
      <DashboardPage />
    </LiveChangesProvider>,
    { url: '/dashboard', path: '/dashboard', auth: fakeAuth(fakeUser()), access },
  );

const tableOf = async (key: string) => {
  const tile = await screen.findByTestId(`dashboard-tile-${key}`);
  const table = within(tile).getByRole('table', { hidden: true });
  return {
    tile,
    rows: within(table)
      .getAllByRole('row', { hidden: true })
      .map((r) => r.textContent),
  };
};

drawEveryTileAtOnce();

describe('the operations tiles', () => {
  it('shows booked beside the places of each slot, and a slot opens that day’s logistics grid', async () => {
    fakeApi(...answers());
    const user = userEvent.setup();
    const { router } = render();
    const { tile, rows } = await tableOf('slot-capacity');
    expect(tile).toHaveTextContent('5');
    expect(tile).toHaveTextContent('of 20 the slots offer');
    expect(tile).toHaveTextContent('1 slot is full at one origin or more');
    expect(rows).toEqual([
      'GroupBookedFree places',
      'Today 09:00–11:0046 of 10, full at 1',
      'Tomorrow 09:00–11:0019 of 10',
    ]);
    await user.click(barOf(tile, 'Tomorrow 09:00–11:00', 'Booked'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistic'));
    expect(router.state.location.search).toBe('?f.date=2026-11-28');
  });

  it('counts late pick-ups by vendor and the on-time rate; a vendor opens its movements, "no vendor" nothing', async () => {
    fakeApi(...answers());
    const user = userEvent.setup();
    const { router } = render();
    const late = await tableOf('late');
    expect(late.tile).toHaveTextContent('5');
    expect(late.tile).toHaveTextContent('3 still waiting');
    expect(late.tile).toHaveTextContent('the trip started after the slot ended');
    expect(late.rows.slice(1)).toEqual(['DriveU3 (1 still waiting)', 'No vendor yet2 (2 still waiting)']);
    expect(within(late.tile).queryByRole('link', { name: 'No vendor yet', hidden: true })).toBeNull();

    const onTime = await tableOf('on-time');
    expect(onTime.tile).toHaveTextContent('38 %'); // 3 of 8
    expect(onTime.rows.slice(1)).toEqual(['DriveU25 % (1 of 4)', 'No vendor yet0 % (0 of 2)', 'Locus100 % (2 of 2)']);
    await user.click(barOf(onTime.tile, 'DriveU'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistic'));
    expect(router.state.location.search).toBe('?f.vendor=DRIVEU');
  });

  it('draws the cleaning pass rate and the document pendency by location, each row a link to its grid', async () => {
    fakeApi(...answers());
    render();
    const cleaning = await tableOf('cleaning');
    expect(cleaning.tile).toHaveTextContent('75 %');
    expect(cleaning.rows.slice(1)).toEqual(['Delhi Hub75 % (6 of 8)']);
    expect(within(cleaning.tile).getByRole('link', { name: 'Delhi Hub', hidden: true })).toHaveAttribute(
      'href',
      '/car-cleaning-history?f.from=2026-10-29&f.locationCode=HUB-DEL-1',
    );
    const documents = await tableOf('document-location');
    expect(documents.rows.slice(1)).toEqual(['Delhi Hub7']);
    expect(within(documents.tile).getByRole('link', { name: 'Delhi Hub', hidden: true })).toHaveAttribute(
      'href',
      '/document-pendency?f.location=HUB-DEL-1',
    );
  });

  it('shows yard-audit accuracy only when audits exist; a location opens its latest audit', async () => {
    fakeApi(
      ...answers({
        locations: [
          {
            locationCode: 'HUB-DEL-1',
            name: 'Delhi Hub',
            auditId: 12,
            finishedAt: '2026-11-20T10:00:00.000Z',
            expected: 8,
            found: 6,
            unexpected: 1,
            unknown: 1,
          },
        ],
      }),
    );
    render();
    const yard = await tableOf('yard-audits');
    expect(yard.tile).toHaveTextContent('60 %');
    expect(yard.rows.slice(1)).toEqual(['Delhi Hub60 % (6 found of 8 expected, 1 unexpected, 1 unknown)']);
    expect(within(yard.tile).getByRole('link', { name: 'Delhi Hub', hidden: true })).toHaveAttribute(
      'href',
      '/yard-audit/12',
    );
  });

  it('leaves out the yard tile without audits, and asks for no tile the user may not open', async () => {
    const calls = fakeApi(...answers());
    const rules = fakeUiRules();
    render(
      fakeAccess({
        uiRules: {
          ...rules,
          actionPermissions: { ...rules.actionPermissions, YARD_AUDIT: false },
          features: { ...rules.features, carCleaningHistory: false },
        },
      }),
    );
    await screen.findByTestId('dashboard-tile-on-time');
    expect(screen.queryByTestId('dashboard-tile-yard-audits')).toBeNull();
    expect(screen.queryByTestId('dashboard-tile-cleaning')).toBeNull();
    expect(callsTo(calls, api.yardAudits)).toHaveLength(0);
    expect(callsTo(calls, api.cleaning)).toHaveLength(0);
  });
});

const change = (at: number): LiveChange => ({
  entity: 'inventory',
  id: String(at),
  by: 'Asha Admin',
  at: new Date().toISOString(),
});

describe('the dashboard live', () => {
  it('refetches its tiles on a live change, a burst of changes once more at most every 2.5 s', async () => {
    const calls = fakeApi(...answers());
    render();
    await screen.findByTestId('dashboard-tile-on-time');
    await waitFor(() => expect(stream.handlers).toBeDefined());
    expect(callsTo(calls, api.punctuality)).toHaveLength(1);

    act(() => stream.handlers!.onChange(change(1)));
    await waitFor(() => expect(callsTo(calls, api.punctuality)).toHaveLength(2));
    expect(callsTo(calls, api.slotCapacity)).toHaveLength(2);

    act(() => {
      for (let i = 2; i < 7; i++) stream.handlers!.onChange(change(i));
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(callsTo(calls, api.punctuality)).toHaveLength(2);
    await waitFor(() => expect(callsTo(calls, api.punctuality)).toHaveLength(3), { timeout: 4_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(callsTo(calls, api.punctuality)).toHaveLength(3);
  });
});
