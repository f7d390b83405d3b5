import { Flex, Spin } from 'antd';

/** Shown while a lazy screen or the session's rules load. */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-label={label}>
    <Spin size="large" />
  </Flex>
);
