import type { ReactNode } from 'react';
import { Card, Flex, theme } from 'antd';
import { useIsPhone } from '../data-table/use-is-phone.ts';

interface PageCardProps {
  title: ReactNode;
  /** Right of the title: the screen's main action (Add …), a back link. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A screen's frame: one card whose title is the page's h1 (the layout has no heading of its own). On a
 * phone the extra goes under the title: beside it, a link and a button squeezed the title to a letter a line.
 */
export const PageCard = ({ title, extra, children }: PageCardProps) => {
  const phone = useIsPhone();
  const { token } = theme.useToken();
  // A plain h1 in antd's heading style: Typography.Title would bring its editable and copyable parts
  // (a text area among them) into every screen's first load (issue 30).
  const heading = (
    <h1
      style={{
        margin: 0,
        fontSize: 20,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading1,
        color: token.colorTextHeading,
        whiteSpace: 'normal',
      }}
    >
      {title}
    </h1>
  );
  return (
    <Card
      title={
        phone && extra ? (
          <Flex vertical gap={8} style={{ padding: '12px 0', whiteSpace: 'normal' }}>
            {heading}
            <div style={{ fontWeight: 'normal' }}>{extra}</div>
          </Flex>
        ) : (
          heading
        )
      }
      extra={phone ? undefined : extra}
      styles={{ body: { paddingTop: 16 } }}
    >
      {children}
    </Card>
  );
};
