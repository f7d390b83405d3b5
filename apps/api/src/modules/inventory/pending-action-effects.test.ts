import { describe, expect, it } from 'vitest';
import { pendingActionEffects } from './pending-action-effects.ts';

describe('pending action effects (the extension point another area registers into)', () => {
  it('holds one effect per kind of request, and refuses a second', async () => {
    const effects = pendingActionEffects();
    expect(effects.of('MARK_MISSING')).toBeUndefined();
    const effect = async () => undefined;
    effects.on('MARK_MISSING', effect);
    expect(effects.of('MARK_MISSING')).toBe(effect);
    expect(() => effects.on('MARK_MISSING', async () => undefined)).toThrow(/registered already/);
    expect(effects.of('MARK_MISSING')).toBe(effect);
  });
});
