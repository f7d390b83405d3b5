import { describe, expect, it } from 'vitest';
import { identifierFromScan, newScanKey } from './yard-audit-identifier.ts';

describe('a camera read as an identifier', () => {
  it('takes the appointment id from the panel’s own QR code of a car', () => {
    expect(identifierFromScan('https://panel.example/inventory/1000123')).toBe('1000123');
    expect(identifierFromScan('http://localhost:8080/inventory/9000000001/')).toBe('9000000001');
  });

  it('keeps any other code as it was read, without surrounding spaces', () => {
    expect(identifierFromScan(' DL01AB1234 ')).toBe('DL01AB1234');
    expect(identifierFromScan('https://example.com/cars/12')).toBe('https://example.com/cars/12');
  });

  it('makes a new key for each scan, in the characters the API accepts', () => {
    const [a, b] = [newScanKey(), newScanKey()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
  });
});
