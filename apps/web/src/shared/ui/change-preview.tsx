import type { ReactNode } from 'react';
import { Alert, Flex, Typography } from 'antd';
import type { PreviewSentence } from '@b2c/domain';

/**
 * Issue 29: what a change to many records will do, in sentences, before it is applied ("1 listing price
 * falls by more than 20 %, the largest −99.9 %"); the sentences worth a second look warn. A region, named
 * by `label`, so a screen reader finds it before the button that applies.
 */
export const ChangePreview = ({
  label,
  title,
  sentences,
}: {
  label: string;
  title: ReactNode;
  sentences: readonly PreviewSentence[];
}) => {
  const warn = sentences.some((s) => s.warning);
  return (
    <Alert
      type={warn ? 'warning' : 'info'}
      showIcon
      role="region"
      aria-label={label}
      message={title}
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
