import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsEndpoints, type ErrorGroup, type ErrorGroupDetail } from '@b2c/contracts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ErrorsListPage } from './errors-list-page.tsx';
import { ErrorsDetailPage } from './errors-detail-page.tsx';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const group: ErrorGroup = {
  id: 7,
  source: 'panel',
  title: 'TypeError: x is undefined',
  culprit: 'render (/assets/grid-abc.js:3)',
  count: 4,
  firstSeen: '2026-11-27T05:00:00Z',
  lastSeen: '2026-11-27T05:30:00Z',
  release: 'b2c-admin-panel@0.1.0',
  verticals: ['IN CAR'],
  usersAffected: 2,
  status: 'open',
};
const detail: ErrorGroupDetail = {
  ...group,
  users: ['ops.in', 'admin'],
  events: [
    {
      id: 1,
      receivedAt: '2026-11-27T05:30:00Z',
      traceId: TRACE,
      userId: 'ops.in',
      vertical: 'IN CAR',
      release: 'b2c-admin-panel@0.1.0',
      message: 'x is undefined',
      frames: [
        {
          function: 'DriverRow',
          file: 'apps/web/src/features/driver/driver-columns.tsx',
          line: 12,
          column: 5,
          resolved: true,
        },
        { function: 'Oa', file: '/assets/index-abc.js', line: 2, column: 900, resolved: false },
      ],
    },
  ],
};

describe('the Errors screen (issue 25)', () => {
  it('lists groups with their counts and times in the vertical’s zone, linking to each', async () => {
    fakeApi(answer(errorsEndpoints.list, { body: [group] }), answer(errorsEndpoints.count, { body: { count: 1 } }));
    renderWithProviders(<ErrorsListPage />, { url: '/errors', path: '/errors', access: fakeAccess() });
    const link = await screen.findByRole('link', { name: group.title });
    expect(link.getAttribute('href')).toBe('/errors/7');
    // IN: Asia/Kolkata, yyyy-MM-dd HH:mm.
    expect(screen.getByText('2026-11-27 11:00')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('shows the latest stack resolved through source maps, the trace id and the users; marks it resolved', async () => {
    const calls = fakeApi(
      answer(errorsEndpoints.get, { body: detail }),
      answer(errorsEndpoints.resolve, { body: { ...group, status: 'resolved' } }),
    );
    renderWithProviders(<ErrorsDetailPage />, { url: '/errors/7', path: '/errors/:groupId', access: fakeAccess() });
    const stack = await screen.findByRole('list', { name: 'Stack trace' });
    expect(stack.textContent).toContain('DriverRow apps/web/src/features/driver/driver-columns.tsx:12:5');
    expect(stack.textContent).toContain('source');
    expect(screen.getAllByText(TRACE).length).toBeGreaterThan(0);
    expect(screen.getByText('ops.in, admin')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked as resolved. It reopens if the error comes back.')).toBeTruthy();
    expect(callsTo(calls, errorsEndpoints.resolve).map((c) => c.params)).toEqual([{ id: 7 }]);
  });
});
