import { Alert, Flex, Typography } from 'antd';
import type { BulkRequest } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
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
  const warn = sentences.some((s) => s.warning);
  return (
    <Alert
      type={warn ? 'warning' : 'info'}
      showIcon
      role="region"
      aria-label="What applying changes"
      message={`What applying the ${rowsCompared} valid rows changes`}
      description={
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          {sentences.map((s) => (
            <li key={s.text}>
              <Typography.Text strong={s.warning} type={s.warning ? 'warning' : undefined}>
                {s.text}
              </Typography.Text>
            </li>
          ))}
        </Flex>
      }
    />
  );
};
