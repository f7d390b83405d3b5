import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters, hasControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it('refuses NUL and the other C0 controls but keeps tab, line breaks and ordinary Unicode', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('\u001b[31m')).toBe(true);
    expect(hasControlCharacters('line one\r\nline two\tend')).toBe(false);
    expect(hasControlCharacters('Zürich – नई दिल्ली')).toBe(false);
  });

  it('refuses DEL and every C1 control, and keeps the Latin-1 letters right after them', () => {
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    for (let code = 0x80; code <= 0x9f; code += 1)
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    expect(hasControlCharacters('~\u00a0¡é ÿ')).toBe(false);
  });

  it('names every bad string and key by its path, in document order', () => {
    const issues = findControlCharacters({
      name: 'ok',
      items: [{ comment: 'x\u0000' }, 'fine', '\u0007'],
      ['k\u0001']: 1,
    });
    expect(issues).toEqual([
      { path: 'items.0.comment', message: CONTROL_CHARACTERS_MESSAGE },
      { path: 'items.2', message: CONTROL_CHARACTERS_MESSAGE },
      { path: 'k?', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(findControlCharacters('\u0000')).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
  });

  it('walks a value nested 10,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    const [issue] = findControlCharacters(deep);
    expect(issue?.path.split('.')).toHaveLength(10_000);
  });

  it('stops at the limit', () => {
    expect(
      findControlCharacters(
        Array.from({ length: 50 }, () => '\u0000'),
        3,
      ),
    ).toHaveLength(3);
  });
});
