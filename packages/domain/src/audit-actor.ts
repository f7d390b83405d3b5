/** Who made a change: a signed-in user, or a system (a job, an integration) acting for an initiator. */
export const AUTH_TYPES = ['USER', 'SYSTEM', 'SERVICE'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export interface AuditActorInput {
  authType: string;
  userId?: string | null;
  initiator?: string | null;
  source?: string | null;
}

/**
 * SPEC §3 audit entries: the user id for a user's change, otherwise "{initiator} via {source}".
 * Missing parts degrade to what is known rather than printing "null via null" in the audit view.
 */
export const formatAuditActor = ({ authType, userId, initiator, source }: AuditActorInput): string => {
  if (authType === 'USER') return userId ?? '';
  if (initiator && source) return `${initiator} via ${source}`;
  return initiator || source || '';
};
