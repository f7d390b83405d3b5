import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  locationEndpoints,
  slotDefinitionEndpoints,
  slotEndpoints,
  type SlotDefinitionSlot,
  type SlotNodeConfigBody,
  type SlotNodePlan,
} from '@b2c/contracts';
import { CONFIG_MESSAGES, DAYS, MESSAGES } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { C2bSlotAddPage, C2bSlotEditPage, slotCodeOf } from './c2b-slot-form-page.tsx';
import { SlotPlanner } from './slot-planner.tsx';

const stamp = { version: 2, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const slot = (code: string, label: string, patch: Partial<SlotDefinitionSlot> = {}): SlotDefinitionSlot => ({
  code,
  label,
  slotType: 'PICKUP',
  days: [...DAYS],
  capacity: 10,
  active: true,
  ...stamp,
  ...patch,
});
const SLOTS = [slot('0900_1100', '09:00-11:00'), slot('1100_1300', '11:00-13:00', { days: ['monday'] })];

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]!);
}

describe('slot form', () => {
  it('reads HH:MM-HH:MM or HHMM_HHMM and refuses an inverted slot', () => {
    expect(slotCodeOf('10:00-12:00')).toBe('1000_1200');
    expect(slotCodeOf(' 1000_1200 ')).toBe('1000_1200');
    expect(slotCodeOf('12:00-10:00')).toBeUndefined();
  });

  it('checks the slot before sending, adds it as a code, and shows a refused overlap next to the slot', async () => {
    const user = userEvent.setup();
    let reply: FakeAnswer = errorAnswer(400, 'Invalid data.', {
      validation: [{ field: 'body.code', message: 'Slot 10:00-12:00 overlaps 11:00-13:00 on monday.' }],
    });
    const calls = fakeApi(answer(slotDefinitionEndpoints.add, () => reply));
    renderWithProviders(<C2bSlotAddPage />, { access: fakeAccess(), url: '/?slotType=C2B' });
    await user.type(screen.getByLabelText('Slot'), '12:00-10:00');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Slot must look like HH:MM-HH:MM and end after it starts.')).toBeInTheDocument();
    expect(callsTo(calls, slotDefinitionEndpoints.add)).toEqual([]);

    await user.clear(screen.getByLabelText('Slot'));
    await user.type(screen.getByLabelText('Slot'), '10:00-12:00');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const overlap = 'Slot 10:00-12:00 overlaps 11:00-13:00 on monday.';
    expect(await screen.findByText(overlap, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(callsTo(calls, slotDefinitionEndpoints.add)[0]?.body).toMatchObject({
      slotType: 'C2B',
      code: '1000_1200',
      capacity: 10,
      active: true,
    });

    reply = {
      body: { ...slot('1000_1200', '10:00-12:00', { slotType: 'C2B' }), message: CONFIG_MESSAGES.c2bSlotAdded },
    };
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(CONFIG_MESSAGES.c2bSlotAdded)).toBeInTheDocument();
  });

  it('keeps a capacity outside the contract’s bounds as typed and says the bound (issue 24 #16)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(<C2bSlotAddPage />, { access: fakeAccess(), url: '/?slotType=C2B' });
    const capacity = screen.getByLabelText('Capacity');
    await user.clear(capacity);
    await user.type(capacity, '-3');
    await user.tab();
    expect(await screen.findByText('Capacity must be at least 1.')).toBeInTheDocument();
    expect(capacity).toHaveValue('-3');
    await user.clear(capacity);
    await user.type(capacity, '99999999');
    await user.tab();
    expect(await screen.findByText('Capacity must be at most 999.')).toBeInTheDocument();
    expect(capacity).toHaveValue('99999999');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(callsTo(calls, slotDefinitionEndpoints.add)).toEqual([]);
  });

  it('edits a slot found by its code with its version', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(slotDefinitionEndpoints.list, { body: SLOTS }),
      answer(slotDefinitionEndpoints.edit, { body: { ...SLOTS[0]!, message: CONFIG_MESSAGES.c2bSlotUpdated } }),
    );
    renderWithProviders(<C2bSlotEditPage />, {
      access: fakeAccess(),
      path: '/configs/c2b-slots/edit/:code',
      url: '/configs/c2b-slots/edit/0900_1100?slotType=PICKUP',
    });
    expect(await screen.findByText('Slot 09:00-11:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Slot')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFIG_MESSAGES.c2bSlotUpdated)).toBeInTheDocument();
    const sent = callsTo(calls, slotDefinitionEndpoints.edit)[0]!;
    expect(sent.params).toEqual({ code: '0900_1100' });
    expect(sent.body).toMatchObject({ slotType: 'PICKUP', version: 2, days: DAYS.filter((d) => d !== 'sunday') });
  });
});

describe('SlotPlanner', () => {
  it('closes a slot on Saturday with Capacity Full and saves the location’s preference', async () => {
    const user = userEvent.setup();
    const plan: SlotNodePlan = {
      definitionId: 3,
      locationCode: 'DXB-HUB',
      slotType: 'PICKUP',
      slots: SLOTS,
      node: null,
      // Saturday's 09:00-11:00 is full by its bookings; Monday's 11:00-13:00 has three.
      upcoming: [
        { date: '2026-03-14', day: 'saturday', booked: { '0900_1100': 10 }, full: ['0900_1100'] },
        { date: '2026-03-16', day: 'monday', booked: { '1100_1300': 3 }, full: [] },
      ],
    };
    const calls = fakeApi(
      answer(locationEndpoints.list, {
        body: [
          {
            id: 1,
            code: 'DXB-HUB',
            name: 'Dubai Hub',
            cityCode: 'DXB',
            locationType: 'PARENT_HUB',
            locationSubtype: 'OWN',
            active: true,
            holdingPeriodDays: 0,
            country: 'AE',
            vehicleType: 'CAR',
          },
        ],
      }),
      answer(slotDefinitionEndpoints.node, { body: plan }),
      answer(slotEndpoints.saveNodeConfig, (c) => {
        const sent = c.body as SlotNodeConfigBody;
        return {
          body: {
            definitionId: 3,
            slotType: 'PICKUP',
            locationCode: sent.locationCode,
            slotCodes: sent.slotCodes,
            leadTimeMinutes: sent.leadTimeMinutes,
            closures: sent.closures,
            capacities: sent.capacities,
            version: 1,
            message: MESSAGES.slotPreferenceSaved,
          },
        };
      }),
    );
    renderWithProviders(<SlotPlanner slotType="PICKUP" />, { access: fakeAccess() });
    await choose(user, 'Location', 'Dubai Hub (DXB-HUB)');
    // 11:00-13:00 runs on Mondays only: no choice on other days.
    expect(await screen.findByLabelText('09:00-11:00 on saturday')).toBeInTheDocument();
    expect(screen.queryByLabelText('11:00-13:00 on saturday')).not.toBeInTheDocument();
    expect(screen.getByText('Capacity Full 03-14')).toHaveAttribute('title', '10 booked on 2026-03-14');
    expect(screen.getByText('3 booked 03-16')).toBeInTheDocument();
    await choose(user, '09:00-11:00 on saturday', 'Capacity Full');
    await user.type(screen.getByLabelText('Capacity of 11:00-13:00'), '0');
    // issue 24 #16: a lead time below the contract's 0 stays as typed, is said, and is not saved.
    const leadTime = screen.getByLabelText('Lead time (minutes)');
    await user.clear(leadTime);
    await user.type(leadTime, '-30');
    await user.tab();
    expect(await screen.findByText('Lead time must be at least 0.')).toBeInTheDocument();
    expect(leadTime).toHaveValue('-30');
    expect(screen.getByRole('button', { name: 'Save slot preference' })).toBeDisabled();
    await user.clear(leadTime);
    await user.type(leadTime, '120');
    await user.click(screen.getByRole('button', { name: 'Save slot preference' }));
    expect(await screen.findByText(MESSAGES.slotPreferenceSaved)).toBeInTheDocument();
    const sent = callsTo(calls, slotEndpoints.saveNodeConfig)[0]!;
    expect(sent.params).toEqual({ id: 3 });
    expect(sent.body).toEqual({
      locationCode: 'DXB-HUB',
      slotCodes: ['0900_1100', '1100_1300'],
      leadTimeMinutes: 120,
      closures: [{ slotCode: '0900_1100', day: 'saturday', reason: 'CAPACITY_FULL' }],
      capacities: { '1100_1300': 0 },
    });
  });
});
