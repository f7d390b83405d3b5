import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeMovement, fakeView } from '../../testing/factories.ts';
import { answerMovementPanel, HAPPY_DOM_WIDTH, setWindowWidth } from '../../testing/movement-test-support.ts';
import { MovementPanel } from './movement-panel.tsx';

/** A received move through a hop, closed the day after it was requested. */
const received = fakeMovement({
  id: 3,
  status: 'DONE',
  phase: 'RECEIVED',
  complete: true,
  movementType: 'STOCK_TRANSFER',
  fromLocationCode: 'DEL-HUB',
  nextHopLocationCode: 'NOI-HOP',
  toLocationCode: 'GGN-YARD',
  tripStartedAt: '2025-11-02T04:00:00.000Z',
  tripEndedAt: '2025-11-02T06:15:00.000Z',
  closedAt: '2025-11-02T07:00:00.000Z',
});
const open = fakeMovement({ id: 7 });

beforeEach(() => setWindowWidth(1280));
afterEach(() => setWindowWidth(HAPPY_DOM_WIDTH));

describe('Past movements on /logistic/{id}', () => {
  it('lists the earlier movements with status, type, route with the hop, pickup, vendor, trip and closing, not the open one', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: open, history: [open, received] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    const table = await screen.findByRole('table', { name: 'Past movements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // IN's wall clock is UTC+05:30.
    expect(cells).toEqual([
      'Done',
      'Stock Transfer',
      'DEL-HUB → NOI-HOP → GGN-YARD',
      '2025-11-02 09:00-11:00',
      'DriveU',
      '2025-11-02 09:30 → 2025-11-02 11:45',
      '2025-11-02 12:30',
    ]);
  });

  it('says so when the car has no earlier movement', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: open, history: [open] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByText('No past movements.')).toBeInTheDocument();
  });

  it('shows one block of labelled lines per movement at phone width', async () => {
    setWindowWidth(375);
    fakeApi(...answerMovementPanel(fakeView({ movement: null, history: [received] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    const list = await screen.findByRole('list', { name: 'Past movements' });
    expect(screen.queryByRole('table', { name: 'Past movements' })).not.toBeInTheDocument();
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('From → ToDEL-HUB → NOI-HOP → GGN-YARD');
    expect(item).toHaveTextContent('Closed2025-11-02 12:30');
  });

  it('keeps the phone list short: the five newest, the rest a page further', async () => {
    setWindowWidth(375);
    const history = Array.from({ length: 7 }, (_, i) => ({ ...received, id: 100 + i }));
    fakeApi(...answerMovementPanel(fakeView({ movement: null, history })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    const list = await screen.findByRole('list', { name: 'Past movements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.setup().click(screen.getByTitle('Next Page'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
