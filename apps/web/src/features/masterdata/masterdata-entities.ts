/**
 * SPEC §2 master data entities, by their URL segment, with SPEC §3's region and make lists, plus the Locus
 * teams (issue 6: they were a fixed list in code). City, state, region and make are read-only here: the API
 * serves them as reference data without writes, so they get no add button and no form.
 */
export const MASTERDATA_ENTITIES = [
  'city',
  'state',
  'region',
  'zones',
  'intercity',
  'pincode',
  'make',
  'locus-teams',
] as const;
export type MasterdataEntity = (typeof MASTERDATA_ENTITIES)[number];

export interface EntityInfo {
  title: string;
  /** The grid's storage key (SPEC §2: each grid remembers its columns under its own key). */
  gridKey: string;
  editable: boolean;
  /** The singular, for "Add zone" and the form titles. */
  noun: string;
}

export const ENTITY_INFO: Readonly<Record<MasterdataEntity, EntityInfo>> = {
  city: { title: 'Cities', gridKey: 'masterdata-city', editable: false, noun: 'city' },
  state: { title: 'States', gridKey: 'masterdata-state', editable: false, noun: 'state' },
  region: { title: 'Regions', gridKey: 'masterdata-region', editable: false, noun: 'region' },
  zones: { title: 'Zones', gridKey: 'masterdata-zones', editable: true, noun: 'zone' },
  intercity: { title: 'Intercity routes', gridKey: 'masterdata-intercity', editable: true, noun: 'intercity route' },
  pincode: { title: 'Pincodes', gridKey: 'masterdata-pincode', editable: true, noun: 'pincode' },
  make: { title: 'Makes', gridKey: 'masterdata-make', editable: false, noun: 'make' },
  // Shown in every vertical: the registry has no per-vertical condition, and an empty list where the
  // flag `locusId` is off is harmless (the vendor dialog only asks for teams where Locus is chosen).
  'locus-teams': { title: 'Locus teams', gridKey: 'masterdata-locus-teams', editable: true, noun: 'Locus team' },
};

export const isMasterdataEntity = (value: string | undefined): value is MasterdataEntity =>
  (MASTERDATA_ENTITIES as readonly (string | undefined)[]).includes(value);
