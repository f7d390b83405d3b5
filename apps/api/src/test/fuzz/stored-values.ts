/**
 * "What is stored equals what was accepted" (DESIGN §7): the fields of an accepted request, as the
 * contract parsed them, compared with the record read back. The one rewrite the server may make is
 * SPEC §5's: "Text values have newlines replaced by spaces and are trimmed".
 */
const documentedText = (s: string) => s.replace(/\r\n|\r|\n/g, ' ').trim();
const documentedTextCollapsed = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** Fields never read back as sent: the version is bumped, passwords are hashed. */
const NOT_READ_BACK = /^(version|initialPassword|password)$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function sameLeaf(sent: unknown, stored: unknown): boolean {
  if (sent === stored) return true;
  if (sent === null) return stored === undefined || stored === null;
  // An empty text is "none": kept as null, read back as null.
  if (typeof sent === 'string' && documentedText(sent) === '' && stored === null) return true;
  if (typeof sent === 'string' && typeof stored === 'string') {
    if (stored === documentedText(sent) || stored === documentedTextCollapsed(sent)) return true;
    // A date sent as a day and read back as a time stamp of that day (date columns come back as text).
    return ISO_DATE.test(sent) && stored.startsWith(sent);
  }
  // Money is `numeric`: read back as a string of the same number.
  if (typeof sent === 'number' && typeof stored === 'string') return stored.trim() !== '' && Number(stored) === sent;
  if (typeof sent === 'string' && typeof stored === 'number') return sent.trim() !== '' && Number(sent) === stored;
  return false;
}

/**
 * The record's field of that name: its own, or one level down in a group of fields the record shows
 * together (an inventory's `inventoryAttributes.targetPrice`).
 */
function fieldOf(record: object, key: string): unknown {
  const own = (record as Record<string, unknown>)[key];
  if (own !== undefined) return own;
  const groups = Object.values(record).filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
  return groups.map((g) => (g as Record<string, unknown>)[key]).find((v) => v !== undefined);
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 80);

/** Where `stored` differs from `sent`, field by field; fields the record does not show are not compared. */
export function storedDifferences(sent: unknown, stored: unknown, path = ''): string[] {
  if (sent === undefined || stored === undefined) return [];
  // A create that takes a list (zones) may answer with the first record it made (SPEC §7: "with the
  // first entry of the saved zone data").
  if (
    Array.isArray(sent) &&
    sent.length >= 1 &&
    stored !== null &&
    typeof stored === 'object' &&
    !Array.isArray(stored)
  ) {
    return storedDifferences(sent[0], stored, path);
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(stored)) return [`${path}: sent ${show(sent)}, stored ${show(stored)}`];
    if (sent.length !== stored.length) return [`${path}: sent ${show(sent)}, stored ${show(stored)}`];
    const primitives = sent.every((v) => v === null || typeof v !== 'object');
    // A list of choices may come back in another order; objects are compared position by position.
    const [a, b] = primitives ? [[...sent].map(String).sort(), [...stored].map(String).sort()] : [sent, stored];
    return a.flatMap((v, i) => storedDifferences(v, b[i], `${path}[${i}]`));
  }
  if (sent !== null && typeof sent === 'object') {
    if (stored === null || typeof stored !== 'object') return [`${path}: sent ${show(sent)}, stored ${show(stored)}`];
    return Object.entries(sent).flatMap(([key, value]) =>
      NOT_READ_BACK.test(key) ? [] : storedDifferences(value, fieldOf(stored, key), path ? `${path}.${key}` : key),
    );
  }
  return sameLeaf(sent, stored) ? [] : [`${path}: sent ${show(sent)}, stored ${show(stored)}`];
}
