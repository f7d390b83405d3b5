import { ISO_COUNTRY_CODES, type Country } from '@b2c/domain';
import { cspNonce } from '../security/csp-nonce.ts';
import type { PickedPlace, PlaceSource, PlaceSuggestion } from './place-source.ts';

/*
 * Google Places (API "New") through the Maps JavaScript API, with the server's MAPS_API_KEY (issue 26).
 * Only the few members used are typed here; nothing of Google's is bundled. This cannot be exercised
 * without a key and the network, so it is kept small: the script's address, the mapping of Google's
 * answer to a PickedPlace and the choice of source are what the unit tests hold.
 */
interface LatLng {
  lat(): number;
  lng(): number;
}
export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}
/** The fields of a Google place that `fetchFields` is asked for. */
export interface GooglePlaceFields {
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: LatLng | null;
  addressComponents?: AddressComponent[] | null;
}
interface GooglePlace extends GooglePlaceFields {
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}
interface PlacePrediction {
  placeId: string;
  text: { text: string };
  toPlace(): GooglePlace;
}
interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      language: string;
      sessionToken: unknown;
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => unknown;
}
interface MapsNamespace {
  importLibrary(name: 'places'): Promise<PlacesLibrary>;
}
type MapsWindow = Window & { google?: { maps?: Partial<MapsNamespace> }; [CALLBACK]?: () => void };

const CALLBACK = '__b2cMapsReady';
const FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents'];

/**
 * The Maps script with the places library. `region` only biases how answers are worded; each request
 * restricts its places to the vertical's country (`includedRegionCodes`).
 */
export const mapsScriptUrl = (apiKey: string, country: Country): string =>
  `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({
    key: apiKey,
    v: 'weekly',
    libraries: 'places',
    loading: 'async',
    region: ISO_COUNTRY_CODES[country],
    language: 'en',
    callback: CALLBACK,
  }).toString()}`;

let loading: Promise<MapsNamespace> | undefined;

/** Adds the Maps script once per page (with the page's CSP nonce, which Maps reuses for its styles). */
export function loadMaps(url: string, win: MapsWindow = window): Promise<MapsNamespace> {
  loading ??= new Promise<MapsNamespace>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = url;
    script.async = true;
    const nonce = cspNonce();
    if (nonce) script.nonce = nonce;
    win[CALLBACK] = () => {
      const maps = win.google?.maps;
      if (maps?.importLibrary) resolve(maps as MapsNamespace);
      else reject(new Error('The maps script loaded without its library loader.'));
    };
    script.onerror = () => reject(new Error('The maps script could not be loaded.'));
    win.document.head.append(script);
  });
  return loading;
}

const component = (components: readonly AddressComponent[], ...types: string[]): string | undefined => {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type))?.longText;
    if (found) return found;
  }
  return undefined;
};

/** Google's place → the panel's PickedPlace, or undefined when it has no coordinates to offer. */
export function pickedFromGoogle(label: string, place: GooglePlaceFields): PickedPlace | undefined {
  const location = place.location;
  if (!location) return undefined;
  const components = place.addressComponents ?? [];
  const state = component(components, 'administrative_area_level_1');
  const pincode = component(components, 'postal_code');
  return {
    label,
    address: place.formattedAddress || label,
    city:
      component(components, 'locality', 'postal_town', 'administrative_area_level_2', 'sublocality') ??
      place.displayName ??
      label,
    ...(state ? { state } : {}),
    ...(pincode ? { pincode } : {}),
    latitude: location.lat(),
    longitude: location.lng(),
  };
}

/** Suggestions from Google Places, of the vertical's country only; one session token per lookup (billing). */
export function googlePlaceSource(apiKey: string, country: Country): PlaceSource {
  const url = mapsScriptUrl(apiKey, country);
  let session: unknown;
  return {
    kind: 'google',
    async suggest(text): Promise<PlaceSuggestion[]> {
      const places = await (await loadMaps(url)).importLibrary('places');
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        includedRegionCodes: [ISO_COUNTRY_CODES[country].toLowerCase()],
        language: 'en',
        sessionToken: session,
      });
      return suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                key: p.placeId,
                label: p.text.text,
                async pick() {
                  const place = p.toPlace();
                  await place.fetchFields({ fields: FIELDS });
                  session = undefined; // the pick ends the lookup's session
                  const picked = pickedFromGoogle(p.text.text, place);
                  if (!picked) throw new Error(`Google gave no coordinates for ${p.text.text}.`);
                  return picked;
                },
              },
            ]
          : [],
      );
    },
  };
}
