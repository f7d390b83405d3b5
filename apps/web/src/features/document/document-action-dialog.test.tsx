import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  documentEndpoints,
  locationEndpoints,
  slotDefinitionEndpoints,
  type DocumentRow,
  type SlotDefinitionSlot,
} from '@b2c/contracts';
import { DAYS } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DocumentActionDialog } from './document-action-dialog.tsx';

const stamp = { version: 3, updatedAt: '2025-10-20T04:00:00.000Z', updatedBy: 'ops.in' };
const DOC: DocumentRow = {
  id: 2,
  appointmentId: '10000000002',
  documentType: 'NOC',
  status: 'NOT_RAISED',
  documentLocation: 'HUB-DEL-1',
  destinationLocation: null,
  slot: null,
  remarks: null,
  procuredAt: '2025-10-01T04:00:00.000Z',
  requestedAt: null,
  ageDays: 12,
  ageBucket: '8-15',
  ...stamp,
};
const slot = (code: string, label: string, active = true): SlotDefinitionSlot => ({
  code,
  label,
  slotType: 'PICKUP',
  days: [...DAYS],
  capacity: 10,
  active,
  ...stamp,
});

describe('DocumentActionDialog (issue 24 #17)', () => {
  it('offers the vertical’s active slots as HH:MM-HH:MM and sends the picked one as its code', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(locationEndpoints.list, {
        body: [
          {
            id: 1,
            code: 'HUB-GGN-1',
            name: 'Gurugram Hub',
            cityCode: 'GGN',
            locationType: 'PARENT_HUB',
            locationSubtype: 'OWN',
            active: true,
            holdingPeriodDays: 0,
            country: 'IN',
            vehicleType: 'CAR',
          },
        ],
      }),
      answer(slotDefinitionEndpoints.list, {
        body: [
          slot('0900_1100', '09:00-11:00'),
          slot('1100_1300', '11:00-13:00'),
          slot('1300_1500', '13:00-15:00', false),
        ],
      }),
      answer(documentEndpoints.act, { body: { document: { ...DOC, status: 'REQUESTED' }, message: 'Requested.' } }),
    );
    renderWithProviders(<DocumentActionDialog document={DOC} action="REQUEST" onClose={() => undefined} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('combobox', { name: 'Destination location' }));
    await user.click(await screen.findByTitle('Gurugram Hub (HUB-GGN-1)'));
    await user.click(screen.getByRole('combobox', { name: 'Slot' }));
    await waitFor(() =>
      expect(
        [
          ...document.querySelectorAll(
            '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
          ),
        ].map((o) => o.textContent),
        // The location dropdown stays in the page, closed; the inactive 13:00-15:00 is not offered.
      ).toEqual(['Gurugram Hub (HUB-GGN-1)', '09:00-11:00', '11:00-13:00']),
    );
    await user.click(await screen.findByTitle('11:00-13:00'));
    await user.click(screen.getByRole('button', { name: /Request/ }));
    await waitFor(() => expect(callsTo(calls, documentEndpoints.act)).toHaveLength(1));
    expect(callsTo(calls, documentEndpoints.act)[0]!.body).toMatchObject({
      destinationLocation: 'HUB-GGN-1',
      slot: '1100_1300',
    });
  });
});
