import { Alert, Button } from 'antd';

export const CONFLICT_TITLE = 'This car was changed by someone else — reload it to see the latest version.';

interface ConflictAlertProps {
  /** The server's 409 message. */
  message: string;
  /** Hides the alert and fetches the latest version; the form keeps what the user typed. */
  onReload: () => void;
}

/** A stale save (409) on any of the car's forms: says so, keeps the input and offers a reload. */
export const ConflictAlert = ({ message, onReload }: ConflictAlertProps) => (
  <Alert
    type="warning"
    showIcon
    role="alert"
    style={{ marginBottom: 16 }}
    title={CONFLICT_TITLE}
    description={`${message} Your input is kept: reload, check the car, then save again.`}
    action={
      <Button size="small" onClick={onReload}>
        Reload
      </Button>
    }
  />
);
