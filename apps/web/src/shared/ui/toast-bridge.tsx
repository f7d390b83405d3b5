import { useEffect } from 'react';
import { App } from 'antd';
import { bindToasts } from './toast.ts';

/** Renders nothing; hands antd's themed message instance to `toast()` while mounted. */
export const ToastBridge = () => {
  const { message } = App.useApp();
  useEffect(() => {
    bindToasts(message);
    return () => bindToasts(undefined);
  }, [message]);
  return null;
};
