import { describe, expect, it } from 'vitest';
import {
  FASTAG_ORDER_STATES,
  FASTAG_ORDER_TRANSITIONS,
  KYC_STATUS_OF_STATE,
  decideFastagStep,
  type FastagOrderEvent,
} from './fastag-order-transitions.ts';
import { documentsComplete, missingDocuments } from './fastag-documents.ts';

const EVENTS: FastagOrderEvent[] = ['UPLOAD_DOCUMENT', 'UPDATE_DETAILS', 'VERIFY_KYC', 'REJECT_KYC', 'ACTIVATE'];
const ALL_FACTS = { documentsComplete: true, serialAssigned: true };

describe('FASTag order transitions', () => {
  it('allows exactly the listed steps when every fact holds', () => {
    const allowed = FASTAG_ORDER_STATES.flatMap((from) =>
      EVENTS.filter((e) => decideFastagStep('FT-1', from, e, ALL_FACTS).ok).map(
        (e) =>
          `${from} ${e} → ${(decideFastagStep('FT-1', from, e, ALL_FACTS) as { transition: { to: string } }).transition.to}`,
      ),
    );
    expect(allowed).toEqual([
      'DOCUMENTS_PENDING UPLOAD_DOCUMENT → KYC_PENDING',
      'DOCUMENTS_PENDING UPDATE_DETAILS → DOCUMENTS_PENDING',
      'KYC_PENDING UPLOAD_DOCUMENT → KYC_PENDING',
      'KYC_PENDING UPDATE_DETAILS → KYC_PENDING',
      'KYC_PENDING VERIFY_KYC → KYC_VERIFIED',
      'KYC_PENDING REJECT_KYC → KYC_REJECTED',
      'KYC_REJECTED UPLOAD_DOCUMENT → KYC_PENDING',
      'KYC_REJECTED UPDATE_DETAILS → KYC_REJECTED',
      'KYC_VERIFIED UPLOAD_DOCUMENT → KYC_PENDING',
      'KYC_VERIFIED UPDATE_DETAILS → KYC_VERIFIED',
      'KYC_VERIFIED ACTIVATE → ACTIVATED',
    ]);
  });

  it('keeps an order waiting while required documents are missing', () => {
    const facts = { documentsComplete: false, serialAssigned: false };
    expect(decideFastagStep('FT-1', 'DOCUMENTS_PENDING', 'UPLOAD_DOCUMENT', facts)).toMatchObject({
      ok: true,
      transition: { to: 'DOCUMENTS_PENDING' },
    });
    expect(decideFastagStep('FT-1', 'KYC_REJECTED', 'UPLOAD_DOCUMENT', facts)).toMatchObject({
      ok: true,
      transition: { to: 'KYC_REJECTED' },
    });
  });

  it('refuses activation without a serial number, naming what is missing', () => {
    expect(
      decideFastagStep('FT-1', 'KYC_VERIFIED', 'ACTIVATE', { documentsComplete: true, serialAssigned: false }),
    ).toEqual({
      ok: false,
      message: "FASTag order FT-1 has no serial number assigned: assign the tag's serial number before activating.",
    });
  });

  it('refuses illegal steps with 409 wording that names the current state', () => {
    expect(decideFastagStep('FT-1', 'KYC_PENDING', 'ACTIVATE', ALL_FACTS)).toEqual({
      ok: false,
      message: 'FASTag order FT-1 is KYC pending: it cannot be activated. Its KYC must be verified first.',
    });
    expect(decideFastagStep('FT-1', 'DOCUMENTS_PENDING', 'VERIFY_KYC', ALL_FACTS)).toEqual({
      ok: false,
      message:
        'FASTag order FT-1 is Documents pending: it cannot have its KYC verified. Upload every required document first.',
    });
    expect(decideFastagStep('FT-1', 'ACTIVATED', 'ACTIVATE', ALL_FACTS)).toEqual({
      ok: false,
      message: 'FASTag order FT-1 is Activated: it cannot be activated.',
    });
    for (const event of EVENTS) expect(decideFastagStep('FT-1', 'ACTIVATED', event, ALL_FACTS).ok).toBe(false);
    expect(decideFastagStep('FT-1', 'KYC_VERIFIED', 'REJECT_KYC', ALL_FACTS)).toMatchObject({ ok: false });
    expect(decideFastagStep('FT-1', 'KYC_REJECTED', 'VERIFY_KYC', ALL_FACTS)).toMatchObject({ ok: false });
  });

  it('gives every state a KYC status and every row a known state', () => {
    expect(KYC_STATUS_OF_STATE.ACTIVATED).toBe('VERIFIED');
    for (const t of FASTAG_ORDER_TRANSITIONS) {
      expect(FASTAG_ORDER_STATES).toContain(t.from);
      expect(FASTAG_ORDER_STATES).toContain(t.to);
    }
  });

  it('knows when the required documents are complete', () => {
    expect(documentsComplete(['RC', 'PAN'], ['PAN', 'RC', 'AADHAAR'])).toBe(true);
    expect(documentsComplete(['RC', 'PAN'], ['RC'])).toBe(false);
    expect(missingDocuments(['VEHICLE_PHOTO', 'RC', 'PAN'], ['PAN'])).toEqual(['RC', 'VEHICLE_PHOTO']);
  });
});
