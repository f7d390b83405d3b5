import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface PageCardProps {
  title: ReactNode;
  /** Right of the title: the screen's main action (Add …), a back link. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A screen's frame: one card whose title is the page's h1 (the layout has no heading of its own). */
export const PageCard = ({ title, extra, children }: PageCardProps) => (
  <Card
    title={
      <Typography.Title level={1} style={{ margin: 0, fontSize: 20, whiteSpace: 'normal' }}>
        {title}
      </Typography.Title>
    }
    extra={extra}
    styles={{ body: { paddingTop: 16 } }}
  >
    {children}
  </Card>
);
