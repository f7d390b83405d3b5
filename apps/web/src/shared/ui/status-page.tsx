import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';

interface StatusPageProps {
  kind: 'error' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * A full-page status message (fallback, unauthorized, session errors). Hand-built rather than antd's
 * Result, whose bundled illustrations would weigh on the first page load.
 */
export const StatusPage = ({ kind, title, description, actions }: StatusPageProps) => {
  const { token } = theme.useToken();
  const Icon = kind === 'error' ? CloseCircleFilled : WarningFilled;
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '64px 16px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 64, color: kind === 'error' ? token.colorError : token.colorWarning }} aria-hidden />
      <h1
        style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorText, maxWidth: 720 }}
      >
        {title}
      </h1>
      {description ? (
        <p style={{ margin: 0, color: token.colorTextDescription, maxWidth: 560 }}>{description}</p>
      ) : null}
      {actions ? (
        <Flex gap={8} wrap justify="center">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
};
