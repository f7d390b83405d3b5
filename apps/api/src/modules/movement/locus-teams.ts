import type { Country } from '@b2c/domain';

/**
 * Locus (a vendor's dispatch platform) groups drivers into teams per city. No Locus account is wired
 * in this deployment, so the teams are this fixed directory for the countries whose flag `locusId` is
 * on; an integration would replace `locusTeamsOf` and keep the route.
 */
const TEAMS: Partial<Record<Country, { id: string; name: string; cityCode: string }[]>> = {
  AU: [
    { id: 'LOCUS-SYD-1', name: 'Sydney Metro', cityCode: 'SYD' },
    { id: 'LOCUS-MEL-1', name: 'Melbourne Metro', cityCode: 'MEL' },
    { id: 'LOCUS-BNE-1', name: 'Brisbane', cityCode: 'BNE' },
  ],
  ID: [
    { id: 'LOCUS-JKT-1', name: 'Jakarta Pusat', cityCode: 'JKT' },
    { id: 'LOCUS-SUB-1', name: 'Surabaya', cityCode: 'SUB' },
  ],
};

export const locusTeamsOf = (country: Country) => TEAMS[country] ?? [];
