import type { Country, Vertical, VerticalKey } from './verticals.ts';

/** What the stock-in flow scans (SPEC §3 `stockInBy`); null hides the header's stock-in icon. */
export type StockInBy = 'REGISTRATION_NUMBER' | 'CHASSIS_NUMBER' | null;

/** SPEC §5: "letters and digits only", or the second rule "Thai letters, Latin letters, digits and hyphen". */
export type IdentifierRule = 'ALPHANUMERIC' | 'THAI_ALPHANUMERIC_HYPHEN';

/** Behaviours toggled per vertical (SPEC §3 "UI rules object"). Seeded from here, editable from /configs. */
export interface VerticalFlags {
  showTargetPrice: boolean;
  keyManagement: boolean;
  locusId: boolean;
  /**
   * SPEC names it without saying what it governs; we show the car's road-tax validity ("Road tax valid
   * until") on the inventory detail and grid where it is on, and change no rule (docs/glossary.md).
   */
  roadTax: boolean;
  gpsTracker: boolean;
  reserveButton: boolean;
  futureDateRestriction: boolean;
  bigDealerActive: boolean;
  stockInBy: StockInBy;
  identifierRule: IdentifierRule;
  defaultPageSize: 10 | 30;
  stockInLabel: 'Park' | 'Stock In';
  scheduledTasksTitle: string;
  /** Hours after which a key that is out is flagged overdue on the out-keys grid (issue 14). */
  keyOutOverdueHours: number;
}

const base: VerticalFlags = {
  showTargetPrice: false,
  keyManagement: false,
  locusId: false,
  roadTax: false,
  gpsTracker: false,
  reserveButton: false,
  futureDateRestriction: false,
  bigDealerActive: false,
  stockInBy: 'REGISTRATION_NUMBER',
  identifierRule: 'ALPHANUMERIC',
  defaultPageSize: 10,
  stockInLabel: 'Stock In',
  scheduledTasksTitle: 'Scheduled Tasks',
  keyOutOverdueHours: 24,
};

const byCountry: Partial<Record<Country, Partial<VerticalFlags>>> = {
  IN: { showTargetPrice: true, roadTax: true, gpsTracker: true, futureDateRestriction: true, bigDealerActive: true },
  AE: { keyManagement: true, reserveButton: true, stockInBy: 'CHASSIS_NUMBER' },
  KSA: { keyManagement: true, reserveButton: true, stockInBy: 'CHASSIS_NUMBER' },
  AU: { showTargetPrice: true, reserveButton: true, defaultPageSize: 30, stockInLabel: 'Park', locusId: true },
  TH: { identifierRule: 'THAI_ALPHANUMERIC_HYPHEN', scheduledTasksTitle: 'SF Scheduled Logistics' },
  ID: { locusId: true },
};

/** Bikes are sold without GPS trackers, key management or reservation. */
const bikeOverrides: Partial<VerticalFlags> = { gpsTracker: false, keyManagement: false, reserveButton: false };

export const defaultVerticalFlags = (vertical: Vertical): VerticalFlags => ({
  ...base,
  ...byCountry[vertical.country],
  ...(vertical.vehicleType === 'BIKE' ? bikeOverrides : {}),
});

export type VerticalFlagTable = Record<VerticalKey, VerticalFlags>;
