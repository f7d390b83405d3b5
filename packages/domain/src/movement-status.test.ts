import { describe, it, expect } from 'vitest';
import {
  MOVEMENT_STATUSES,
  MOVEMENT_STATUS_LABELS,
  movementStatusLabel,
  movementStatusesFor,
} from './movement-status.ts';

const labels = (country: Parameters<typeof movementStatusesFor>[0]) =>
  movementStatusesFor(country).map(movementStatusLabel);

describe('movement statuses', () => {
  it('labels all eleven SPEC statuses', () => {
    expect(MOVEMENT_STATUSES.map((s) => MOVEMENT_STATUS_LABELS[s])).toEqual([
      'Pending',
      'Requested',
      'In Transit',
      'Done',
      'Accepted',
      'Denied',
      'Driver Assigned',
      'Disputed',
      'Partial',
      'Driver On Way',
      'Not Raised',
    ]);
  });

  it('shows the Middle East set in AE and KSA', () => {
    const me = ['Pending', 'Denied', 'In Transit', 'Driver Assigned', 'Accepted'];
    expect(labels('AE')).toEqual(me);
    expect(labels('KSA')).toEqual(me);
  });

  it('shows the AU set', () => {
    expect(labels('AU')).toEqual(['Pending', 'Driver Assigned', 'In Transit']);
  });

  it('shows Pending and Denied elsewhere', () => {
    for (const c of ['IN', 'TH', 'ID'] as const) expect(labels(c)).toEqual(['Pending', 'Denied']);
  });
});
