/**
 * C0 control characters other than tab, LF and CR, DEL, and the C1 controls (U+0080–U+009F). None is
 * meaningful in a name, code, comment or file name, NUL cannot be stored by PostgreSQL at all, and the
 * others hide or rewrite text for people, terminals and logs (U+009B is a one-character escape sequence).
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

export interface ControlCharacterIssue {
  /** Dot path inside the checked value, e.g. "0.name"; "" for the value itself. */
  path: string;
  message: string;
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
  /** Keys are stored too (records, JSON columns): a bad key is a finding of its own. */
  badKey?: boolean;
}

/** The dot path of a visit, built only for a finding: a path per node would cost O(depth²) on deep input. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

const CONTROL_CHARACTERS_ANYWHERE = new RegExp(CONTROL_CHARACTER.source, 'g');

/**
 * Every string (and object key) with control characters inside any JSON-like value, at most `limit` of
 * them, in document order. Iterative rather than recursive: a body nested 10,000 levels deep must not
 * overflow the stack.
 */
export function findControlCharacters(value: unknown, limit = 10): ControlCharacterIssue[] {
  const issues: ControlCharacterIssue[] = [];
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0 && issues.length < limit) {
    const visit = stack.pop()!;
    const { value: current } = visit;
    if (visit.badKey) issues.push({ path: pathOf(visit), message: CONTROL_CHARACTERS_MESSAGE });
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) issues.push({ path: pathOf(visit), message: CONTROL_CHARACTERS_MESSAGE });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        const badKey = hasControlCharacters(key);
        stack.push({
          value: item,
          key: badKey ? key.replace(CONTROL_CHARACTERS_ANYWHERE, '?') : key,
          parent: visit,
          badKey,
        });
      }
    }
  }
  return issues.slice(0, limit);
}
