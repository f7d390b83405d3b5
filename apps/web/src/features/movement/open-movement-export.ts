import { useAuth } from 'react-oidc-context';
import { movementLogisticEndpoints, pathOf, type Endpoint } from '@b2c/contracts';
import { ApiError, toErrorBody } from '../../shared/api/api-error.ts';
import { currentEnvironment, regionalHostRules, resolveBaseUrl } from '../../shared/api/service-hosts.ts';
import { downloadCsv } from '../../shared/data-table/csv-export.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

const fileName = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

const openMovementCsv: Endpoint = movementLogisticEndpoints.export;

/**
 * The open-movement export streams CSV, and the shared client only reads JSON answers; so this one call
 * builds its request the same way (the endpoint's method, path and host, bearer token, vertical headers)
 * and hands the text to the browser as a download.
 */
export const useOpenMovementExport = () => {
  const auth = useAuth();
  const { vertical } = useVertical();
  return async (): Promise<void> => {
    if (!vertical) return;
    const base = resolveBaseUrl(regionalHostRules(import.meta.env), {
      service: openMovementCsv.service ?? 'inventory',
      environment: currentEnvironment(),
      ...vertical,
    });
    const headers = new Headers({
      Accept: 'text/csv',
      'X-Country': vertical.country,
      'X-Vehicle-Type': vertical.vehicleType,
    });
    const token = auth.user?.access_token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(`${base}${pathOf(openMovementCsv.path, undefined)}`, {
      method: openMovementCsv.method,
      headers,
    });
    if (!response.ok) {
      const body = toErrorBody(await response.json().catch(() => undefined));
      throw new ApiError(response.status, body?.message || response.statusText, body);
    }
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    downloadCsv(
      fileName(
        response.headers.get('content-disposition'),
        `open-movements-${vertical.country}-${vertical.vehicleType}.csv`,
      ),
      csv,
    );
  };
};
