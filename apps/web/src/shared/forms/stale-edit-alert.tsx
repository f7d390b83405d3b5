import { Alert, Button } from 'antd';

interface StaleEditAlertProps {
  /** The failure as the toast showed it ("409: … was changed by someone else …"). */
  message: string;
  onReload: () => void;
}

/** Shown above a form whose save met a 409: the input stays; reloading takes the latest row instead. */
export const StaleEditAlert = ({ message, onReload }: StaleEditAlertProps) => (
  <Alert
    type="warning"
    showIcon
    role="alert"
    title={message}
    description="Your changes are still in the form. Load the latest version to start again from what is saved now."
    action={<Button onClick={onReload}>Load latest version</Button>}
    style={{ marginBottom: 16 }}
  />
);
