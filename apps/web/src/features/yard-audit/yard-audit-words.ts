import type { YardAudit } from '@b2c/contracts';
import { paths } from '../../shared/routing/paths.ts';

/** "92.5 %", or a dash when nothing was expected yet something was found. */
export const accuracyText = (audit: Pick<YardAudit, 'accuracy'>): string =>
  audit.accuracy === null ? '—' : `${audit.accuracy} %`;

/** "Found 37 of 40". */
export const foundText = (audit: Pick<YardAudit, 'found' | 'expected'>): string =>
  `Found ${audit.found} of ${audit.expected}`;

/** "2 unexpected · 1 unknown". */
export const straysText = (audit: Pick<YardAudit, 'unexpected' | 'unknown'>): string =>
  `${audit.unexpected} unexpected · ${audit.unknown} unknown`;

/** Where the start screen opens for a location (its history, its open audit). */
export const locationAuditsPath = (locationCode: string) => paths.yardAudit.list({ location: locationCode });
