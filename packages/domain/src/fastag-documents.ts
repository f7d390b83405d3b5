import type { VehicleType } from './verticals.ts';

/**
 * The documents a FASTag order can carry (SPEC §3 "uploadable documents" and "other document labels and
 * numbers"): the catalogue is ours; which of them an order needs is the vertical's FASTag config.
 */
export const FASTAG_DOCUMENT_TYPES = ['RC', 'PAN', 'AADHAAR', 'PASSPORT', 'DRIVING_LICENCE', 'VEHICLE_PHOTO'] as const;
export type FastagDocumentType = (typeof FASTAG_DOCUMENT_TYPES)[number];

export const FASTAG_DOCUMENT_LABELS: Readonly<Record<FastagDocumentType, string>> = {
  RC: 'Registration certificate',
  PAN: 'PAN card',
  AADHAAR: 'Aadhaar',
  PASSPORT: 'Passport',
  DRIVING_LICENCE: 'Driving licence',
  VEHICLE_PHOTO: 'Vehicle photo',
};

/** A photo has no document number; every other type shows its number beside its label. */
export const hasDocumentNumber = (type: FastagDocumentType): boolean => type !== 'VEHICLE_PHOTO';

/**
 * Files are photos, scans or PDFs (checked by their bytes on upload, so a page renamed .pdf is refused);
 * never anything a browser could run. A PDF opens in a tab of its own from its signed link.
 */
export const FASTAG_DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'pdf'] as const;
export type FastagDocumentExtension = (typeof FASTAG_DOCUMENT_EXTENSIONS)[number];

/** NPCI vehicle classes: VC4 car / jeep / van, VC20 taxi; bikes carry no tag, so their default is empty. */
export const DEFAULT_FASTAG_TAG_CLASSES: Readonly<Record<VehicleType, readonly string[]>> = {
  CAR: ['VC4', 'VC20'],
  BIKE: [],
};

/** The config a vertical starts from until an admin saves its own. */
export const defaultFastagConfig = (vehicleType: VehicleType) => ({
  issuer: 'ICICI Bank',
  tagClasses: [...DEFAULT_FASTAG_TAG_CLASSES[vehicleType]],
  requiredDocuments: ['RC', 'PAN', 'VEHICLE_PHOTO'] as FastagDocumentType[],
});

/** Every required type has an uploaded file: the order can go to KYC review. */
export const documentsComplete = (
  required: readonly FastagDocumentType[],
  uploaded: readonly FastagDocumentType[],
): boolean => required.every((type) => uploaded.includes(type));

/** The required types still missing, in catalogue order (for the detail screen and refusals). */
export const missingDocuments = (
  required: readonly FastagDocumentType[],
  uploaded: readonly FastagDocumentType[],
): FastagDocumentType[] => FASTAG_DOCUMENT_TYPES.filter((t) => required.includes(t) && !uploaded.includes(t));
