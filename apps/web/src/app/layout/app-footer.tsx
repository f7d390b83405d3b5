import { Layout, theme } from 'antd';
import { SIDEBAR_TITLE } from '@b2c/domain';

/** SPEC §1: the footer shows a copyright line. */
export const AppFooter = () => {
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: token.colorTextDescription }}>
      © {new Date().getFullYear()} {SIDEBAR_TITLE}. All rights reserved.
    </Layout.Footer>
  );
};
