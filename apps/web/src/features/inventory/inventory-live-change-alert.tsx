import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useSession } from '../../shared/auth/use-session.ts';
import { useChangedSince } from '../../shared/live/live-changes.tsx';

/**
 * Issue 29: a car's form open while another user changes the car says so, instead of the grid's refetch
 * overwriting what is typed or a save overwriting their change; "Reload" fetches the car and the form
 * keeps the input (the next save goes with the new version).
 */
export const LiveChangeAlert = ({ appointmentId, onReload }: { appointmentId: string; onReload: () => void }) => {
  const { claims } = useSession();
  const [since, setSince] = useState(() => Date.now());
  const change = useChangedSince('inventory', appointmentId, since, claims.displayName);
  if (!change) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={`Changed by ${change.by} — reload`}
      description="Someone changed this car while the form was open. Your input is kept: reload, check the car, then save."
      action={
        <Button
          size="small"
          onClick={() => {
            setSince(Date.now());
            onReload();
          }}
        >
          Reload
        </Button>
      }
    />
  );
};
