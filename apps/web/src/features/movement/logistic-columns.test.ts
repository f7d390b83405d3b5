import { describe, expect, it } from 'vitest';
import type { LogisticRow } from '@b2c/contracts';
import { fakeMovement } from '../../testing/factories.ts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { logisticColumns } from './logistic-columns.tsx';

const f = { date: String, dateTime: String, slot: String } as unknown as ReturnType<typeof useFormatters>;
const row = (patch: Partial<LogisticRow>): LogisticRow => ({
  ...fakeMovement(),
  registrationNumber: 'DL01AB1234',
  chassisNumber: null,
  make: 'Maruti',
  model: 'Swift',
  year: 2021,
  locationStatus: 'PENDING',
  ...patch,
});
const cells = (r: LogisticRow) =>
  Object.fromEntries(logisticColumns(f).map((c) => [c.key, c.value ? c.value(r) : undefined]));

describe('the logistics grid (SPEC §3 options)', () => {
  it('shows the option in words and a home pick-up’s customer address and area', () => {
    const home = cells(
      row({ pickupOption: 'HOME_PICKUP', customerAddress: '14, Rose Garden Lane', customerArea: 'Near the metro' }),
    );
    expect(home).toMatchObject({
      pickupOption: 'Home pick-up',
      customerAddress: '14, Rose Garden Lane',
      customerArea: 'Near the metro',
    });
    expect(cells(row({ pickupOption: 'DROP_AT_HUB' }))).toMatchObject({
      pickupOption: 'Drop at hub',
      customerAddress: '',
      customerArea: '',
    });
  });
});
