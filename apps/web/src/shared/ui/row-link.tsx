import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, theme } from 'antd';

/**
 * A link inside a grid row. antd's default link colour (#1677ff) is under 4.5:1 on white; the theme's
 * primary (#0958d9) passes, so grid links use it.
 */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorPrimary }}>
      {children}
    </Link>
  );
};

/** Active / Inactive in a grid: a dot plus body-coloured text (antd's green tag text fails contrast). */
export const ActiveStatus = ({ active }: { active: boolean }) => (
  <Badge status={active ? 'success' : 'default'} text={active ? 'Active' : 'Inactive'} />
);
