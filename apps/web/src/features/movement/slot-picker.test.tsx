import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slotEndpoints } from '@b2c/contracts';
import { TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { SlotPicker, type SlotChoice } from './slot-picker.tsx';

const today = formatDate(new Date(), TIME_ZONES.IN);
let chosen: SlotChoice = {};
const Harness = ({ initial = {} }: { initial?: SlotChoice }) => {
  const [value, setValue] = useState<SlotChoice>(initial);
  return (
    <SlotPicker
      locationCode="DEL-HUB"
      value={value}
      onChange={(v) => {
        chosen = v;
        setValue(v);
      }}
    />
  );
};
const slotsAnswer = (codes: string[]) =>
  answer(slotEndpoints.offered, (c) => ({
    body: {
      date: c.query.get('date'),
      locationCode: 'DEL-HUB',
      slotType: 'PICKUP',
      timeZone: 'Asia/Kolkata',
      sameDayCutoff: '16:59:59',
      leadTimeMinutes: 120,
      futureDateRestriction: true,
      slots: codes.map((code) => ({ code, label: code })),
    },
  }));
const cell = (iso: string) => document.querySelector(`td[title="${iso}"]`);

describe('SlotPicker', () => {
  it('offers only the slots slotEndpoints.offered returns for the day and origin, labelled HH:MM-HH:MM', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(slotsAnswer(['1300_1500', '1500_1700']));
    const tomorrow = addDays(today, 1);
    renderWithProviders(<Harness initial={{ date: tomorrow }} />, { access: fakeAccess() });
    await waitFor(() => expect(callsTo(calls, slotEndpoints.offered)).not.toHaveLength(0));
    expect(queryOf(callsTo(calls, slotEndpoints.offered)[0]!)).toMatchObject({
      date: tomorrow,
      locationCode: 'DEL-HUB',
    });
    const select = screen.getByRole('combobox', { name: 'Slot' });
    await waitFor(() => expect(select).not.toBeDisabled());
    await user.click(select);
    expect(await screen.findByText('13:00-15:00')).toBeInTheDocument();
    expect(screen.queryByText('09:00-11:00')).not.toBeInTheDocument();
    await user.click(screen.getByText('15:00-17:00'));
    expect(chosen).toEqual({ date: tomorrow, slot: '1500_1700' });
  });

  it('says so when no slot is left, and keeps the slot closed', async () => {
    fakeApi(slotsAnswer([]));
    renderWithProviders(<Harness initial={{ date: today }} />, { access: fakeAccess() });
    expect(await screen.findByText('No slot is left on this day; pick another day.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Slot' })).toBeDisabled();
  });

  it('closes days past today + 2 when futureDateRestriction is on, and past days always', async () => {
    const user = userEvent.setup();
    fakeApi(slotsAnswer(['0900_1100']));
    renderWithProviders(<Harness />, { access: fakeAccess() });
    await user.click(screen.getByRole('textbox', { name: 'Pickup date' }));
    await waitFor(() => expect(cell(today)).not.toBeNull());
    expect(cell(today)).not.toHaveClass('ant-picker-cell-disabled');
    const yesterday = addDays(today, -1);
    if (cell(yesterday)) expect(cell(yesterday)).toHaveClass('ant-picker-cell-disabled');
    const inThree = addDays(today, 3);
    if (cell(inThree)) expect(cell(inThree)).toHaveClass('ant-picker-cell-disabled');
    const inTwo = addDays(today, 2);
    if (cell(inTwo)) expect(cell(inTwo)).not.toHaveClass('ant-picker-cell-disabled');
    // A typed day outside the range is refused by the calendar; the open days are said in words.
    expect(screen.getByText(`Pickups can be booked from ${today} to ${inTwo}.`)).toBeInTheDocument();
  });

  it('leaves later days open when the rule is off', async () => {
    const user = userEvent.setup();
    fakeApi(slotsAnswer(['0900_1100']));
    const vertical = { country: 'IN', vehicleType: 'CAR' } as const;
    const rules = fakeUiRules(vertical);
    renderWithProviders(<Harness />, {
      access: fakeAccess({ uiRules: { ...rules, flags: { ...rules.flags, futureDateRestriction: false } } }),
    });
    await user.click(screen.getByRole('textbox', { name: 'Pickup date' }));
    await waitFor(() => expect(cell(today)).not.toBeNull());
    const inThree = addDays(today, 3);
    if (cell(inThree)) expect(cell(inThree)).not.toHaveClass('ant-picker-cell-disabled');
    expect(screen.getByText(`Pickups can be booked from ${today} on.`)).toBeInTheDocument();
  });
});
