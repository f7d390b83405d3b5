import { describe, expect, it } from 'vitest';
import { KEY_TOASTS, custodyText, decideKeyMove, isKeyOverdue, keysForCount } from './key-custody.ts';
import { MESSAGES } from './messages.ts';

const since = new Date('2026-01-01T08:00:00Z');

describe('key custody', () => {
  it('hands out only a key that is in, and says where it is otherwise', () => {
    expect(
      decideKeyMove('Main key', { status: 'KEY_IN', locationCode: 'HUB', since }, { action: 'KEY_OUT', holder: 'a' }),
    ).toEqual({
      ok: true,
    });
    expect(
      decideKeyMove('Main key', { status: 'KEY_OUT', holder: 'karim', since }, { action: 'KEY_OUT', holder: 'b' }),
    ).toEqual({
      ok: false,
      message: 'Main key is already out with karim: mark it received first.',
    });
    expect(decideKeyMove('Spare key', { status: 'NONE' }, { action: 'KEY_OUT', holder: 'b' })).toMatchObject({
      ok: false,
    });
  });

  it('keys in from nothing, from a person or to another desk, never to the desk it is at', () => {
    expect(decideKeyMove('k', { status: 'NONE' }, { action: 'KEY_IN', locationCode: 'HUB' }).ok).toBe(true);
    expect(
      decideKeyMove('k', { status: 'KEY_OUT', holder: 'x', since }, { action: 'KEY_IN', locationCode: 'HUB' }).ok,
    ).toBe(true);
    expect(
      decideKeyMove('k', { status: 'KEY_IN', locationCode: 'A', since }, { action: 'KEY_IN', locationCode: 'B' }).ok,
    ).toBe(true);
    expect(
      decideKeyMove('k', { status: 'KEY_IN', locationCode: 'A', since }, { action: 'KEY_IN', locationCode: 'A' }),
    ).toEqual({
      ok: false,
      message: 'k is already in at A.',
    });
  });

  it('hands over the main key first, at most two', () => {
    expect(keysForCount(1)).toEqual(['KEY_DETAILS']);
    expect(keysForCount(2)).toEqual(['KEY_DETAILS', 'SPARE_KEY_DETAILS']);
    expect(keysForCount(5)).toHaveLength(2);
  });

  it('flags a key out longer than the hours', () => {
    expect(isKeyOverdue(since, new Date('2026-01-02T08:00:00Z'), 24)).toBe(false);
    expect(isKeyOverdue(since, new Date('2026-01-02T08:00:01Z'), 24)).toBe(true);
  });

  it('words custody and uses SPEC §8 toasts', () => {
    expect(custodyText({ status: 'KEY_OUT', holder: 'karim', since })).toBe('Out with karim');
    expect(custodyText({ status: 'KEY_IN', locationCode: 'HUB', since })).toBe('In at HUB');
    expect(KEY_TOASTS.KEY_DETAILS).toBe(MESSAGES.keyStatusUpdated);
    expect(KEY_TOASTS.SPARE_KEY_DETAILS).toBe(MESSAGES.secondKeyStatusUpdated);
  });
});
