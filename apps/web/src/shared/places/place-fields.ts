import type { PickedPlace } from './place-source.ts';

/** What a form with an address fills from a picked place; a field it lacks is simply not set. */
export interface PlaceFieldValues {
  address: string;
  /** The master-data city named like the place's city, when the vertical has one. */
  cityCode?: string;
  pincode?: string;
  latitude: number;
  longitude: number;
}

const plain = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Six decimals: about 10 cm, the precision the coordinate fields show. */
const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A picked place as form values: its address and coordinates always; the city code where the vertical's
 * cities name its city (accents and case aside); its pincode where it has one.
 */
export function placeFieldValues(
  place: PickedPlace,
  cities: readonly { code: string; name: string }[],
): PlaceFieldValues {
  const city = cities.find((c) => plain(c.name) === plain(place.city));
  return {
    address: place.address,
    ...(city ? { cityCode: city.code } : {}),
    ...(place.pincode ? { pincode: place.pincode } : {}),
    latitude: sixDecimals(place.latitude),
    longitude: sixDecimals(place.longitude),
  };
}
