import { Alert, Button } from 'antd';

interface StaleEditAlertProps {
  /** The form's saver (`useSaveForm`): its `conflict` is the failure as the toast showed it ("409: …"). */
  saver: { conflict: string | undefined; clearConflict: () => void };
  /** Loads the latest row into the form; without it (an add form) there is nothing to reload. */
  onReload: (() => void) | undefined;
}

/**
 * Shown above a form whose save met a 409: the input stays; reloading takes the latest row instead (and
 * clears the conflict). Renders nothing while there is no conflict.
 */
export const StaleEditAlert = ({ saver, onReload }: StaleEditAlertProps) =>
  saver.conflict && onReload ? (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={saver.conflict}
      description="Your changes are still in the form. Load the latest version to start again from what is saved now."
      action={
        <Button
          onClick={() => {
            saver.clearConflict();
            onReload();
          }}
        >
          Load latest version
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  ) : null;
