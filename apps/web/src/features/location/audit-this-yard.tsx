import { Button } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useHref, useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';

/**
 * Issue 28: from a location's page to its yard audits (start one, join the one in progress, read the
 * history). A real link drawn as a button: it opens in a new tab too; a plain click stays in the app.
 */
export const AuditThisYard = ({ locationCode }: { locationCode: string }) => {
  const path = paths.yardAudit.list({ location: locationCode });
  const href = useHref(path);
  const navigate = useNavigate();
  return (
    <Button
      href={href}
      icon={<AuditOutlined aria-hidden />}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(path);
      }}
    >
      Audit this yard
    </Button>
  );
};
