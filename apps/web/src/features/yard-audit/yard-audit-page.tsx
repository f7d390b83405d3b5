import { lazy, useMemo, type ComponentType } from 'react';
import { Alert, Button } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useAudit } from './yard-audit-api.ts';
import { YardAuditScanView, type CameraScannerProps } from './yard-audit-scan-view.tsx';
import { YardAuditFinishView } from './yard-audit-finish-view.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** If the scanner's chunk cannot be fetched (offline, a new deploy), typing still works. */
const scannerUnavailable = ({ label, onClose }: CameraScannerProps) => (
  <>
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`The camera scanner could not be loaded. Type the ${label} instead.`}
    />
    <Button onClick={onClose} block style={{ marginTop: 8 }}>
      Close camera
    </Button>
  </>
);

export interface YardAuditPageProps {
  /**
   * Fetches the camera reader (a chunk of its own): called only when the camera is first asked for. app/
   * gives the stock-in scan's (app/pages/yard-audit-with-camera-page.tsx); keep it stable across renders.
   */
  loadScanner: () => Promise<ComponentType<CameraScannerProps>>;
}

/**
 * /yard-audit/:auditId: the scanning screen while the audit is open, its finish (three lists and their
 * fixes) once it is finished.
 */
export const YardAuditPage = ({ loadScanner }: YardAuditPageProps) => {
  const id = Number(useParams().auditId);
  const audit = useAudit(id);
  const Scanner = useMemo(
    () =>
      lazy(() =>
        loadScanner().then(
          (Component: ComponentType<CameraScannerProps>) => ({ default: Component }),
          () => ({ default: scannerUnavailable }),
        ),
      ),
    [loadScanner],
  );
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="There is no such audit." />;
  if (audit.isPending) return <PageSpinner />;
  if (audit.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(audit.error)}
        action={<Link to={paths.yardAudit.list()}>All yard audits</Link>}
      />
    );
  return audit.data.status === 'OPEN' ? (
    <YardAuditScanView audit={audit.data} Scanner={Scanner} />
  ) : (
    <YardAuditFinishView audit={audit.data} />
  );
};
