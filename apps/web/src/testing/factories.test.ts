import { describe, expect, it } from 'vitest';
import { fastagOrder, inventoryDetail, managedUser, mediaUploadTicket, movement, movementView } from '@b2c/contracts';
import { fakeCar, fakeFastagOrder, fakeManagedUser, fakeMovement, fakeUploadTicket, fakeView } from './factories.ts';

describe('test factories', () => {
  // call() checks every answer against its endpoint's schema in tests, so a fake outside it fails the test.
  it('answer as the contracts say the API does', () => {
    expect(inventoryDetail.safeParse(fakeCar()).error).toBeUndefined();
    expect(movement.safeParse(fakeMovement()).error).toBeUndefined();
    expect(movementView.safeParse(fakeView()).error).toBeUndefined();
    expect(managedUser.safeParse(fakeManagedUser()).error).toBeUndefined();
    expect(fastagOrder.safeParse(fakeFastagOrder()).error).toBeUndefined();
    expect(mediaUploadTicket.safeParse(fakeUploadTicket('a/b.png', 'image/png', 10)).error).toBeUndefined();
  });

  it('take the overrides a test gives', () => {
    expect(fakeCar({ appointmentId: '7', version: 9 })).toMatchObject({
      appointmentId: '7',
      version: 9,
      make: 'Maruti',
    });
    expect(fakeView({ movement: null }).movement).toBeNull();
  });
});
