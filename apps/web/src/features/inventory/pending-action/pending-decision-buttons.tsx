import { Button, Space, Typography } from 'antd';
import type { PendingAction } from '@b2c/contracts';
import { PENDING_ACTION_DECISIONS, type PendingActionDecision } from '@b2c/domain';
import { useSession } from '../../../shared/auth/use-session.ts';
import { useAccess } from '../../../shared/session/access-provider.tsx';
import { codeLabel } from '../inventory-labels.ts';
import { isModifiable } from './pending-action-text.ts';

export const OWN_REQUEST_NOTE = 'Your request: another approver decides it';

/** Whether the signed-in user may decide a request: an approver, on an open request of someone else. */
export const useDecisionRight = () => {
  const { uiRules } = useAccess();
  const { claims } = useSession();
  const approver = uiRules.actionPermissions.APPROVE_PENDING_ACTION;
  return (p: Pick<PendingAction, 'status' | 'requestedBy'>): 'decide' | 'own' | 'none' =>
    p.status !== 'PENDING' ? 'none' : p.requestedBy === claims.userName ? 'own' : approver ? 'decide' : 'none';
};

interface Props {
  action: PendingAction;
  onDecide: (decision: PendingActionDecision) => void;
  size?: 'small' | 'middle';
}

/**
 * Approve / Modify / Reject for one request, or why the user cannot decide it; the server refuses the
 * same (own request, no permission, decided already).
 */
export const PendingDecisionButtons = ({ action, onDecide, size = 'small' }: Props) => {
  const right = useDecisionRight()(action);
  if (right === 'own') return <Typography.Text type="secondary">{OWN_REQUEST_NOTE}</Typography.Text>;
  if (right === 'none') return null;
  return (
    <Space wrap>
      {PENDING_ACTION_DECISIONS.filter((d) => d !== 'MODIFY' || isModifiable(action)).map((decision) => (
        <Button
          key={decision}
          size={size}
          danger={decision === 'REJECT'}
          type={decision === 'APPROVE' ? 'primary' : 'default'}
          onClick={() => onDecide(decision)}
          aria-label={`${codeLabel(decision)} request #${action.id}`}
        >
          {codeLabel(decision)}
        </Button>
      ))}
    </Space>
  );
};
