import { Layout, Typography } from 'antd';
import { SIDEBAR_TITLE } from '@b2c/domain';

/** SPEC §1: the footer shows a copyright line. */
export const AppFooter = () => (
  <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px' }}>
    <Typography.Text type="secondary">
      © {new Date().getFullYear()} {SIDEBAR_TITLE}. All rights reserved.
    </Typography.Text>
  </Layout.Footer>
);
