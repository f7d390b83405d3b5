import { describe, it, expect } from 'vitest';
import {
  DEFAULT_FEATURE_MATRIX,
  FEATURES,
  featuresFor,
  isAlwaysShown,
  isFeatureEnabled,
  type FeatureMatrix,
} from './features.ts';
import { ALL_VERTICALS, verticalKey, type Vertical } from './verticals.ts';

const enabledIn = (feature: (typeof FEATURES)[number]) =>
  ALL_VERTICALS.filter((v) => isFeatureEnabled(DEFAULT_FEATURE_MATRIX, feature, v)).map(verticalKey);

describe('DEFAULT_FEATURE_MATRIX', () => {
  it('covers every feature with known verticals', () => {
    const keys = new Set(ALL_VERTICALS.map(verticalKey));
    for (const f of FEATURES) for (const k of DEFAULT_FEATURE_MATRIX[f]) expect(keys.has(k)).toBe(true);
  });

  it('shows document pendency only to India cars (SPEC §6)', () => {
    expect(enabledIn('documentPendency')).toEqual(['IN:CAR']);
  });

  it('shows FASTag in every vertical (SPEC §6 "Fastag is always shown"; empty where there are no orders)', () => {
    expect(enabledIn('fastag')).toEqual(ALL_VERTICALS.map(verticalKey));
  });

  it('runs key management in AE and KSA cars', () => {
    expect(enabledIn('keyManagement')).toEqual(['AE:CAR', 'KSA:CAR']);
  });

  it('shows the core screens everywhere', () => {
    for (const f of ['inventory', 'logistic', 'bulkUpload'] as const) expect(enabledIn(f)).toHaveLength(12);
  });
});

describe('featuresFor', () => {
  it('returns a boolean per feature', () => {
    const inCar: Vertical = { country: 'IN', vehicleType: 'CAR' };
    const flags = featuresFor(DEFAULT_FEATURE_MATRIX, inCar);
    expect(Object.keys(flags)).toEqual([...FEATURES]);
    expect(flags.documentPendency).toBe(true);
    expect(flags.keyManagement).toBe(false);
    expect(featuresFor(DEFAULT_FEATURE_MATRIX, { country: 'AE', vehicleType: 'CAR' }).keyManagement).toBe(true);
  });

  it('reads the matrix it is given, not the default', () => {
    const custom: FeatureMatrix = { ...DEFAULT_FEATURE_MATRIX, keyManagement: ['TH:BIKE'] };
    expect(isFeatureEnabled(custom, 'keyManagement', { country: 'TH', vehicleType: 'BIKE' })).toBe(true);
    expect(isFeatureEnabled(custom, 'keyManagement', { country: 'AE', vehicleType: 'CAR' })).toBe(false);
  });

  it('keeps FASTag on in every vertical whatever the matrix says (SPEC §6 "Fastag is always shown")', () => {
    const hidden: FeatureMatrix = { ...DEFAULT_FEATURE_MATRIX, fastag: [] };
    for (const v of ALL_VERTICALS) expect(featuresFor(hidden, v).fastag, verticalKey(v)).toBe(true);
    expect(isAlwaysShown('fastag')).toBe(true);
    expect(isAlwaysShown('inventory')).toBe(false);
  });
});
