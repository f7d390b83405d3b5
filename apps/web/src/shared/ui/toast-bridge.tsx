import { useEffect } from 'react';
import { message } from 'antd';
import { bindToasts } from './toast.ts';

/**
 * Renders antd's message holder inside the theme and hands its instance to `toast()`. The hook, not
 * <App>, keeps modal and notification code out of the first page load.
 */
export const ToastBridge = () => {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    bindToasts(api);
    return () => bindToasts(undefined);
  }, [api]);
  return holder;
};
