import { describe, expect, it } from 'vitest';
import {
  DEALER_LOCATION_TYPES,
  DEALER_MESSAGES,
  allocationRefusals,
  isDealerLocationType,
  salesTypesFor,
} from './dealer-network.ts';

const dealer = { code: 'DLR-1', capacity: 3, locationCodes: ['DLR-DEL-1', 'PNS-DEL-1'] };
const car = (appointmentId: string, locationCode: string | null = 'HUB-DEL-1') => ({ appointmentId, locationCode });

describe('big dealer network rules', () => {
  it('knows the two dealer location types of SPEC §3', () => {
    expect(DEALER_LOCATION_TYPES).toEqual(['DEALER', 'DEALER_PNS']);
    expect(isDealerLocationType('DEALER_PNS')).toBe(true);
    expect(isDealerLocationType('PARENT_HUB')).toBe(false);
  });

  it('has sales types only in AU', () => {
    expect(salesTypesFor('AU')).toEqual(['RETAIL', 'WHOLESALE']);
    expect(salesTypesFor('IN')).toEqual([]);
  });

  it('lets cars go while the dealer has room, then refuses the rest with the reason', () => {
    expect(allocationRefusals(dealer, 1, [car('1'), car('2'), car('3')])).toEqual([
      null,
      null,
      DEALER_MESSAGES.full('DLR-1', 3),
    ]);
    expect(allocationRefusals(dealer, 5, [car('1')])).toEqual([DEALER_MESSAGES.full('DLR-1', 3)]);
  });

  it('refuses a car already at one of the dealer locations and a car listed twice, without using room', () => {
    expect(allocationRefusals(dealer, 2, [car('1', 'PNS-DEL-1'), car('2'), car('2'), car('3', null)])).toEqual([
      DEALER_MESSAGES.alreadyThere('1', 'PNS-DEL-1'),
      null,
      DEALER_MESSAGES.duplicate('2'),
      DEALER_MESSAGES.full('DLR-1', 3),
    ]);
  });

  it('words the allocation toast and the disabled vertical', () => {
    expect(DEALER_MESSAGES.allocated(2, 2)).toBe('2 car(s) allocated successfully');
    expect(DEALER_MESSAGES.allocated(1, 2)).toBe('1 of 2 car(s) allocated');
    expect(DEALER_MESSAGES.notEnabled({ country: 'AU', vehicleType: 'CAR' })).toBe(
      'The big dealer network is not enabled for AU CAR.',
    );
  });
});
