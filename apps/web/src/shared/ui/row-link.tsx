import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, theme } from 'antd';

/**
 * A link inside a grid row, in the theme's link colour: antd's default (#1677ff) is under 4.5:1 on white,
 * so the light theme's link is #0958d9; the dark theme's is a lighter #4096ff (its primary fill, #1668dc,
 * is 3.5:1 on the dark rows).
 */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorLink }}>
      {children}
    </Link>
  );
};

/** Active / Inactive in a grid: a dot plus body-coloured text (antd's green tag text fails contrast). */
export const ActiveStatus = ({ active }: { active: boolean }) => (
  <Badge status={active ? 'success' : 'default'} text={active ? 'Active' : 'Inactive'} />
);
