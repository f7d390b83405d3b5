import type { Country, Vertical, VerticalKey } from './verticals.ts';

/** What the stock-in flow scans (SPEC §3 `stockInBy`); null hides the header's stock-in icon. */
export type StockInBy = 'REGISTRATION_NUMBER' | 'CHASSIS_NUMBER' | null;

/** SPEC §5: "letters and digits only", or the second rule "Thai letters, Latin letters, digits and hyphen". */
export type IdentifierRule = 'ALPHANUMERIC' | 'THAI_ALPHANUMERIC_HYPHEN';

/**
 * Behaviours toggled per vertical (SPEC §3 "UI rules object"). Seeded from here, editable from /configs.
 * SPEC's fixed wording is not among them: "Park" (AU's stock-in, SPEC §2) and "SF Scheduled Logistics"
 * (TH's scheduled tasks, SPEC §2) are texts of the SPEC, said by `stockInLabel` / `scheduledTasksTitle`
 * (constants.ts) from the country, and no administrator may change them.
 */
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
  /** Hours after which a key that is out is flagged overdue on the out-keys grid (issue 14). */
  keyOutOverdueHours: number;
  /** Days without any movement or update after which the dashboard counts a car as stale (issue 29). */
  staleStockDays: number;
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
  keyOutOverdueHours: 24,
  staleStockDays: 30,
};

const byCountry: Partial<Record<Country, Partial<VerticalFlags>>> = {
  IN: { showTargetPrice: true, roadTax: true, gpsTracker: true, futureDateRestriction: true, bigDealerActive: true },
  AE: { keyManagement: true, reserveButton: true, stockInBy: 'CHASSIS_NUMBER' },
  KSA: { keyManagement: true, reserveButton: true, stockInBy: 'CHASSIS_NUMBER' },
  AU: { showTargetPrice: true, reserveButton: true, defaultPageSize: 30, locusId: true },
  TH: { identifierRule: 'THAI_ALPHANUMERIC_HYPHEN' },
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

/** The flag names, from the defaults (every flag has one): what a stored row may hold, nothing else. */
export const VERTICAL_FLAG_NAMES = Object.keys(base) as (keyof VerticalFlags)[];

/**
 * Stored flags over the defaults, field by field (a flag added later has a value everywhere); a name
 * that is no flag (a former one, such as the stock-in label SPEC fixes) is left out.
 */
export const storedOverDefaults = (vertical: Vertical, stored: Partial<Record<string, unknown>> | null | undefined) => {
  const flags: VerticalFlags = defaultVerticalFlags(vertical);
  for (const name of VERTICAL_FLAG_NAMES)
    if (stored?.[name] !== undefined) (flags as unknown as Record<string, unknown>)[name] = stored[name];
  return flags;
};
