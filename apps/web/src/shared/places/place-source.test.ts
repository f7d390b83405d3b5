import { describe, expect, it, vi } from 'vitest';
import { mapsScriptUrl, pickedFromGoogle, type AddressComponent } from './google-places.ts';
import { apiPlaceSource, placeSourceFor, withFallback, type PlaceSource } from './place-source.ts';
import { placeFieldValues } from './place-fields.ts';

const googleStub = (suggest: PlaceSource['suggest'] = async () => []): PlaceSource => ({ kind: 'google', suggest });

describe('where places come from', () => {
  it("uses Google Places only with the server's maps key, restricted to the vertical's country", () => {
    const google = vi.fn((_key: string, _country: string) => googleStub());
    expect(placeSourceFor({}, 'IN', google)).toBe(apiPlaceSource);
    expect(google).not.toHaveBeenCalled();
    const source = placeSourceFor({ maps: { apiKey: 'AIzaTestKey' } }, 'KSA', google);
    expect(source.kind).toBe('google');
    expect(google).toHaveBeenCalledWith('AIzaTestKey', 'KSA');
  });

  it('falls back to the API search for good once Google fails, but not for a lookup the user abandoned', async () => {
    const api = { kind: 'api' as const, suggest: vi.fn(async (_text: string) => []) };
    const broken = withFallback(
      googleStub(async () => {
        throw new Error('The maps script could not be loaded.');
      }),
      api,
    );
    const aborted = new AbortController();
    aborted.abort();
    await expect(broken.suggest('Benga', aborted.signal)).rejects.toThrow('maps script');
    expect(broken.kind).toBe('google');
    await expect(broken.suggest('Benga')).resolves.toEqual([]);
    expect(broken.kind).toBe('api');
    await broken.suggest('Mumbai');
    expect(api.suggest.mock.calls.map((c) => c[0])).toEqual(['Benga', 'Mumbai']);
  });

  it('loads the maps script with the places library, the key and the country as region (KSA is SA)', () => {
    const url = new URL(mapsScriptUrl('AIzaTestKey', 'KSA'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'AIzaTestKey',
      libraries: 'places',
      loading: 'async',
      region: 'SA',
    });
  });
});

describe("Google's place as a picked place", () => {
  const parts: AddressComponent[] = [
    { longText: 'Koramangala', shortText: 'Koramangala', types: ['sublocality_level_1', 'sublocality'] },
    { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'] },
    { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'] },
    { longText: '560034', shortText: '560034', types: ['postal_code'] },
  ];
  const location = { lat: () => 12.9352403, lng: () => 77.6245122 };

  it('takes the address, city, state, pincode and coordinates in the API search shape', () => {
    expect(
      pickedFromGoogle('Koramangala, Bengaluru, Karnataka, India', {
        formattedAddress: 'Koramangala, Bengaluru, Karnataka 560034, India',
        location,
        addressComponents: parts,
      }),
    ).toEqual({
      label: 'Koramangala, Bengaluru, Karnataka, India',
      address: 'Koramangala, Bengaluru, Karnataka 560034, India',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      latitude: 12.9352403,
      longitude: 77.6245122,
    });
  });

  it('offers nothing without coordinates, and names a place without components by itself', () => {
    expect(pickedFromGoogle('Somewhere', { formattedAddress: 'Somewhere' })).toBeUndefined();
    expect(pickedFromGoogle('Burj Khalifa', { displayName: 'Burj Khalifa', location })).toMatchObject({
      address: 'Burj Khalifa',
      city: 'Burj Khalifa',
    });
  });
});

describe('a picked place as form values', () => {
  it("fills the vertical's city by name (accents and case aside), the pincode if any, coordinates to 6 places", () => {
    const cities = [
      { code: 'BLR', name: 'Bengaluru' },
      { code: 'DEL', name: 'New Delhi' },
    ];
    const place = {
      label: 'x',
      address: 'Koramangala, Bengaluru, Karnataka 560034',
      city: 'BENGALURU',
      pincode: '560034',
      latitude: 12.93524031,
      longitude: 77.62451229,
    };
    expect(placeFieldValues(place, cities)).toEqual({
      address: place.address,
      cityCode: 'BLR',
      pincode: '560034',
      latitude: 12.93524,
      longitude: 77.624512,
    });
    expect(placeFieldValues({ ...place, city: 'Anekal', pincode: undefined }, cities)).toEqual({
      address: place.address,
      latitude: 12.93524,
      longitude: 77.624512,
    });
  });
});
