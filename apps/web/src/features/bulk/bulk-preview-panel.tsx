import { Alert } from 'antd';
import type { BulkRequest } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { ChangePreview } from '../../shared/ui/change-preview.tsx';
import { useBulkPreview } from './bulk-api.ts';

/**
 * Issue 29: the confirm step says what applying would change, in words ("1 listing price falls by more
 * than 20 %, the largest −99.9 %"), against the cars as they are now; sentences worth a second look warn.
 */
export const BulkPreviewPanel = ({ request }: { request: BulkRequest }) => {
  const preview = useBulkPreview(request);
  if (request.status !== 'VALIDATED' || request.validRows === 0) return null;
  if (preview.isPending) return <Alert type="info" message="Working out what applying would change…" />;
  if (preview.error) return <Alert type="error" message={errorMessage(preview.error)} />;
  const { sentences, rowsCompared } = preview.data;
  return (
    <ChangePreview
      label="What applying changes"
      title={`What applying the ${rowsCompared} valid rows changes`}
      sentences={sentences}
    />
  );
};
