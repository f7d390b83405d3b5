import { coordinateProblems, type Country } from '@b2c/domain';
import type { ValidatorRule } from './zod-rule.ts';

/**
 * Issue 26: a latitude or longitude inside the vertical's country (domain COUNTRY_BOUNDS), checked as the
 * API checks it, so a slip shows under its field before anything is sent ("Latitude is outside India
 * (between 6 and 37.5).").
 */
export const coordinateRule = (country: Country, field: 'latitude' | 'longitude', label: string): ValidatorRule => ({
  validator: async (_rule, value) => {
    if (typeof value !== 'number') return;
    const problem = coordinateProblems(country, { [field]: value })[0];
    if (problem) throw new Error(`${label} ${problem.message}.`);
  },
});
