import type { Place } from '@b2c/contracts';
import type { GazetteerPlace } from './place-gazetteer.ts';
import { plainText, plainWords, type Candidate } from './place-matcher.ts';

/** The master data a vertical's places are completed with (place-repository.ts). */
export interface PlaceMasterData {
  cities: readonly { code: string; name: string; stateCode: string }[];
  states: readonly { code: string; name: string }[];
  pincodes: readonly { pincode: string; area: string; cityCode: string }[];
}

/** Among equal matches: the vertical's pincodes, then its master-data cities, then the rest of the gazetteer. */
const WEIGHT = { pincode: 2, masterCity: 1, gazetteer: 0 } as const;

/** A namesake of a pincode's area this far from its city (in degrees, ≈ 50 km) is some other place. */
const NEAR_CITY = 0.5;

/**
 * Names people still type for renamed cities, which GeoNames keeps only as alternate names (the package
 * has none): "Gurgaon" finds Gurugram. By plain name of the city as the gazetteer has it.
 */
const FORMER_NAMES: Readonly<Record<string, readonly string[]>> = {
  bengaluru: ['bangalore'],
  gurugram: ['gurgaon'],
  mumbai: ['bombay'],
  chennai: ['madras'],
  kolkata: ['calcutta'],
  pune: ['poona'],
  kochi: ['cochin'],
  thiruvananthapuram: ['trivandrum'],
  vadodara: ['baroda'],
  mysuru: ['mysore'],
  prayagraj: ['allahabad'],
};

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
const distance2 = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;

/**
 * Everything one vertical's search looks through: the country's gazetteer places, each with the master
 * city it belongs to where one is known (a town is its own city; "Dubai Marina" belongs to the city
 * named after its emirate), and the vertical's pincodes as places of their own. A pincode has no
 * coordinates in master data: it takes those of the gazetteer place named like its area (the one nearest
 * its city, if within about 50 km), else its city's; a pincode whose city the gazetteer does not know is
 * left out.
 */
export function placeCandidates(gazetteer: readonly GazetteerPlace[], master: PlaceMasterData): Candidate<Place>[] {
  const masterCities = new Map(master.cities.map((c) => [plainText(c.name), c]));
  const stateNames = new Map(master.states.map((s) => [s.code, s.name]));
  const byName = new Map<string, GazetteerPlace[]>();
  for (const g of gazetteer) {
    const namesakes = byName.get(g.key);
    if (namesakes) namesakes.push(g);
    else byName.set(g.key, [g]);
  }

  const gazetteerCandidates = gazetteer.map((g): Candidate<Place> => {
    const own = masterCities.get(g.key);
    const city =
      own ??
      (g.districtKey === undefined ? undefined : masterCities.get(g.districtKey)) ??
      (g.stateKey === undefined ? undefined : masterCities.get(g.stateKey));
    const formerNames = FORMER_NAMES[g.key];
    const label = joined(g.name, g.district, g.state);
    return {
      key: g.key,
      // Its city's words too ("Dubai Marina" for "dubai marina"), and any former name.
      words:
        (city && city !== own) || formerNames
          ? [...g.words, ...(city && city !== own ? plainWords(city.name) : []), ...(formerNames ?? [])]
          : g.words,
      weight: own ? WEIGHT.masterCity : WEIGHT.gazetteer,
      value: {
        label,
        address: label,
        city: city?.name ?? g.name,
        ...(g.state ? { state: g.state } : {}),
        latitude: g.latitude,
        longitude: g.longitude,
      },
    };
  });

  const cityByCode = new Map(master.cities.map((c) => [c.code, c]));
  const pincodeCandidates = master.pincodes.flatMap((p): Candidate<Place>[] => {
    const city = cityByCode.get(p.cityCode);
    const state = city && stateNames.get(city.stateCode);
    // The city's own namesake: the one in its state where the gazetteer has several.
    const cityNamesakes = city ? (byName.get(plainText(city.name)) ?? []) : [];
    const cityPlace = cityNamesakes.find((g) => g.state === state) ?? cityNamesakes[0];
    if (!city || !cityPlace) return [];
    const nearest = (byName.get(plainText(p.area)) ?? []).reduce<GazetteerPlace | undefined>(
      (best, g) => (!best || distance2(g, cityPlace) < distance2(best, cityPlace) ? g : best),
      undefined,
    );
    const point = nearest && distance2(nearest, cityPlace) <= NEAR_CITY ** 2 ? nearest : cityPlace;
    return [
      {
        key: plainText(p.area),
        words: plainWords(p.area, city.name),
        pincode: p.pincode,
        weight: WEIGHT.pincode,
        value: {
          label: `${p.area}, ${city.name} ${p.pincode}`,
          address: `${joined(p.area, city.name, state)} ${p.pincode}`,
          city: city.name,
          ...(state ? { state } : {}),
          pincode: p.pincode,
          latitude: point.latitude,
          longitude: point.longitude,
        },
      },
    ];
  });
  return [...pincodeCandidates, ...gazetteerCandidates];
}
