import { YardAuditPage } from '../../features/yard-audit/yard-audit-page.tsx';

/** The stock-in scan's camera reader (zxing, a chunk of its own), fetched only when the camera is asked for. */
export const loadStockInScanner = () =>
  import('../../features/movement/stock-in-camera-scanner.tsx').then((m) => m.StockInCameraScanner);

/** Issue 28 `/yard-audit/:auditId`: the yard audit scans with the same camera reader as the stock-in. */
export const YardAuditWithCameraPage = () => <YardAuditPage loadScanner={loadStockInScanner} />;
