import type { ContactChannel } from '@b2c/domain';

/** What applies to a pasted line that does not say it itself. */
export interface BulkDefaults {
  reason: string;
  channels: readonly ContactChannel[];
  expiresOn: string | null;
}

/** One CSV line's cells (RFC 4180 quotes, `""` inside quotes). */
export const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
};

/** "call|sms", "SMS; WhatsApp" … → the channels named; unknown words are kept so the API names them. */
const channelsOf = (text: string): string[] =>
  text
    .split(/[|;/\s]+/)
    .filter(Boolean)
    .map((w) => w.toUpperCase().replace(/^E-?MAIL$/, 'EMAIL'));

const isHeader = (cells: readonly string[]) => /mobile|number|phone/i.test(cells[0] ?? '');

/**
 * A paste or a CSV file → the rows the bulk endpoint takes. A line is `number[,reason[,channels[,last
 * day]]]`; what a line leaves out comes from the dialog's fields. A header line and blank lines are
 * skipped. Nothing is validated here: the API answers each row, and its answer is shown per row.
 * @example parseDndLines('98111 00001\n+971501110001,Complaint,CALL|SMS', defaults)
 */
export function parseDndLines(text: string, defaults: BulkDefaults): Record<string, unknown>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const rows = lines.map(csvCells);
  const body = rows.length > 0 && isHeader(rows[0]!) ? rows.slice(1) : rows;
  return body.map(([mobileNumber = '', reason = '', channels = '', expiresOn = '']) => ({
    mobileNumber,
    reason: reason || defaults.reason,
    channels: channels ? channelsOf(channels) : [...defaults.channels],
    expiresOn: expiresOn || defaults.expiresOn,
  }));
}
