import { coordinateProblems, type Country } from '@b2c/domain';
import { invalidFields } from './http-errors.ts';

/**
 * Issue 26: a saved place's latitude and longitude lie in the vertical's country (domain
 * COUNTRY_BOUNDS), else the SPEC §5 400 naming each coordinate that is out: "Invalid data. Please
 * check and try again. Latitude is outside India (between 6 and 37.5)." A missing coordinate passes.
 */
export function assertInCountry(
  country: Country,
  body: { latitude?: number | null | undefined; longitude?: number | null | undefined },
): void {
  const problems = coordinateProblems(country, body);
  if (problems.length > 0) {
    throw invalidFields(problems.map((p) => ({ field: `body.${p.field}`, message: p.message })));
  }
}
