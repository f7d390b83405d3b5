import { describe, expect, it } from 'vitest';
import { fakeUiRules } from '../../testing/fake-session.ts';
import { fakeCar } from '../../testing/factories.ts';
import { barActions, visibleActions } from './inventory-action-rules.ts';

describe('visibleActions (issue 19 item 3)', () => {
  const rules = fakeUiRules({ country: 'IN', vehicleType: 'CAR' });

  it('offers no publish and no price change for a sourcing-cancelled car', () => {
    const offered = visibleActions(fakeCar({ status: 'SOURCING_CANCELLED', published: false }), rules);
    expect(offered).not.toContain('PUBLISH_STATUS');
    expect(offered).not.toContain('LIST_PRICE');
    expect(offered).not.toContain('TARGET_PRICE');
  });

  it('names why a lost car takes no sale, price or publish (issue 19 item 4)', () => {
    const lost = fakeCar({ locationStatus: 'LOST', published: false, publishStatus: 'UNPUBLISHED' });
    const bar = barActions(lost, rules);
    for (const action of ['SOLD', 'LIST_PRICE', 'TARGET_PRICE'] as const)
      expect(bar.find((a) => a.action === action)?.refused, action).toBe('It is marked lost.');
    expect(visibleActions(lost, rules)).not.toContain('SOLD');
    expect(bar.find((a) => a.action === 'STAGE')?.refused).toBeNull();
  });

  it('still offers them for a car for sale', () => {
    const offered = visibleActions(fakeCar({ status: 'READY_FOR_SALE' }), rules);
    expect(offered).toEqual(expect.arrayContaining(['PUBLISH_STATUS', 'LIST_PRICE']));
  });
});
