import { Card, Flex, Progress, Typography } from 'antd';
import type { YardAudit } from '@b2c/contracts';
import { foundText, straysText } from './yard-audit-words.ts';

/** The live count everyone on the audit sees: found of expected, and what did not belong. */
export const YardAuditTally = ({ audit }: { audit: YardAudit }) => {
  const percent = audit.expected === 0 ? 100 : Math.round((audit.found / audit.expected) * 100);
  return (
    <Card size="small" aria-label="Tally">
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 20 }} aria-live="polite" data-testid="yard-audit-tally">
          {foundText(audit)}
        </Typography.Text>
        <Progress percent={percent} showInfo={false} aria-label={`${percent} per cent of the expected cars found`} />
        <Typography.Text type="secondary">{straysText(audit)}</Typography.Text>
      </Flex>
    </Card>
  );
};
