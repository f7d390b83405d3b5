import { describe, expect, it } from 'vitest';
import { csvCells, parseDndLines } from './dnd-bulk-parse.ts';

const defaults = { reason: 'Opted out', channels: ['CALL', 'SMS'] as const, expiresOn: null };

describe('parseDndLines', () => {
  it('fills what a line leaves out from the dialog’s fields and skips blanks and the header', () => {
    const text =
      'mobileNumber,reason,channels,expiresOn\r\n98111 00001\n\n+971501110001,"Complaint, open",call|WhatsApp|e-mail,2030-01-31\n';
    expect(parseDndLines(text, defaults)).toEqual([
      { mobileNumber: '98111 00001', reason: 'Opted out', channels: ['CALL', 'SMS'], expiresOn: null },
      {
        mobileNumber: '+971501110001',
        reason: 'Complaint, open',
        channels: ['CALL', 'WHATSAPP', 'EMAIL'],
        expiresOn: '2030-01-31',
      },
    ]);
  });

  it('keeps unknown channel words so the API can name them', () => {
    expect(parseDndLines('9811100001,Why,fax', defaults)[0]?.channels).toEqual(['FAX']);
  });
});

describe('csvCells', () => {
  it('reads quoted cells with doubled quotes', () => {
    expect(csvCells('a, "b ""c"", d" ,e')).toEqual(['a', 'b "c", d', 'e']);
  });
});
