import type { Country } from './verticals.ts';

/** The countries' names, for sentences ("Latitude is outside India"); screens elsewhere show the codes. */
export const COUNTRY_NAMES: Record<Country, string> = {
  IN: 'India',
  AE: 'the United Arab Emirates',
  AU: 'Australia',
  TH: 'Thailand',
  KSA: 'Saudi Arabia',
  ID: 'Indonesia',
};

/** ISO 3166 codes, for maps and gazetteers (SPEC says KSA where ISO says SA). */
export const ISO_COUNTRY_CODES: Record<Country, string> = {
  IN: 'IN',
  AE: 'AE',
  AU: 'AU',
  TH: 'TH',
  KSA: 'SA',
  ID: 'ID',
};

/** A box of latitudes and longitudes, in degrees (south and west negative). */
export interface CoordinateBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Where a vertical's places may lie (issue 26): a box round each country with its islands, a little
 * generous at the edges. It catches the usual slips — latitude and longitude swapped, a sign lost, a
 * place of another country pasted — and is no border: neighbours' edges fall inside some boxes.
 * AU leaves out the far external territories (Lord Howe, Norfolk, Christmas Island): no yard is there.
 */
export const COUNTRY_BOUNDS: Record<Country, CoordinateBox> = {
  // Indira Point (6.75 N) to Ladakh (37.1 N); Gujarat (68.1 E) to Arunachal Pradesh (97.4 E).
  IN: { south: 6, north: 37.5, west: 68, east: 97.5 },
  AE: { south: 22.5, north: 26.3, west: 51.4, east: 56.5 },
  // Tasmania (43.7 S) to the Torres Strait islands (9.2 S); Steep Point (113.1 E) to Cape Byron (153.6 E).
  AU: { south: -44, north: -9, west: 112.5, east: 154 },
  TH: { south: 5.5, north: 20.5, west: 97.3, east: 105.7 },
  KSA: { south: 16.3, north: 32.2, west: 34.4, east: 55.7 },
  // Rote (11 S) to Weh (6.1 N); Sumatra's west coast (95 E) to Papua (141 E).
  ID: { south: -11.1, north: 6.1, west: 94.9, east: 141.1 },
};

export interface CoordinateProblem {
  field: 'latitude' | 'longitude';
  /** Reads after the field's label: "is outside India (between 6 and 37.5)". */
  message: string;
}

/**
 * Why a place's coordinates cannot lie in the country (one problem per coordinate outside its box), or
 * none. A missing coordinate (null, undefined) is no problem here: whether one is required is the form's.
 */
export function coordinateProblems(
  country: Country,
  point: { latitude?: number | null | undefined; longitude?: number | null | undefined },
): CoordinateProblem[] {
  const box = COUNTRY_BOUNDS[country];
  const name = COUNTRY_NAMES[country];
  const problems: CoordinateProblem[] = [];
  const outside = (value: number, low: number, high: number) => Number.isFinite(value) && (value < low || value > high);
  if (typeof point.latitude === 'number' && outside(point.latitude, box.south, box.north)) {
    problems.push({ field: 'latitude', message: `is outside ${name} (between ${box.south} and ${box.north})` });
  }
  if (typeof point.longitude === 'number' && outside(point.longitude, box.west, box.east)) {
    problems.push({ field: 'longitude', message: `is outside ${name} (between ${box.west} and ${box.east})` });
  }
  return problems;
}

/** Whether a point lies in the country's box (a place search never offers one outside). */
export const isInCountry = (country: Country, latitude: number, longitude: number): boolean =>
  coordinateProblems(country, { latitude, longitude }).length === 0;
