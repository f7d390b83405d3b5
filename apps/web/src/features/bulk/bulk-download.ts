import { useAuth } from 'react-oidc-context';
import { bulkEndpoints, pathOf, type BulkUploadType } from '@b2c/contracts';
import { ApiError, toErrorBody } from '../../shared/api/api-error.ts';
import { buildQuery } from '../../shared/api/api-client.ts';
import { currentEnvironment, regionalHostRules, resolveBaseUrl } from '../../shared/api/service-hosts.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

const fileName = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export type BulkFile =
  | { kind: 'template'; type: BulkUploadType; format: 'csv' | 'xlsx' }
  | { kind: 'original' | 'errors' | 'result'; id: number };

/**
 * Templates and downloads are files, and the shared client reads JSON answers only: this call builds the
 * request the same way (host, bearer token, vertical headers) and hands the bytes to the browser.
 */
export const useBulkDownload = () => {
  const auth = useAuth();
  const { vertical } = useVertical();
  return async (file: BulkFile): Promise<void> => {
    if (!vertical) return;
    const base = resolveBaseUrl(regionalHostRules(import.meta.env), {
      service: 'bulk',
      environment: currentEnvironment(),
      ...vertical,
    });
    const path =
      file.kind === 'template'
        ? `${bulkEndpoints.template.path}${buildQuery({ type: file.type, format: file.format })}`
        : `${pathOf(bulkEndpoints.download.path, { id: file.id })}${buildQuery({ kind: file.kind })}`;
    const headers = new Headers({ 'X-Country': vertical.country, 'X-Vehicle-Type': vertical.vehicleType });
    const token = auth.user?.access_token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) {
      const body = toErrorBody(await response.json().catch(() => undefined));
      throw new ApiError(response.status, body?.message || response.statusText, body);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(response.headers.get('content-disposition'), 'download');
    link.click();
    URL.revokeObjectURL(url);
  };
};
