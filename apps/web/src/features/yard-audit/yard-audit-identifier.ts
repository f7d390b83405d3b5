/**
 * What a camera read means as an identifier: the panel's own QR code of a car holds its page's address
 * (`…/inventory/{appointmentId}`), so that address gives the appointment id; any other code (a plate or
 * chassis barcode) is the identifier itself.
 * @example identifierFromScan('https://panel.example/inventory/1000123') // '1000123'
 */
export const identifierFromScan = (text: string): string => {
  const page = /\/inventory\/([A-Za-z0-9-]{1,40})\/?(?:[?#].*)?$/.exec(text.trim());
  return page ? page[1]! : text.trim();
};

/** A fresh key per scan: the same scan sent again (a retry) is answered again, never counted twice. */
export const newScanKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `scan-${crypto.randomUUID()}`
    : `scan-${Date.now()}-${Math.random().toString(36).slice(2)}`;
