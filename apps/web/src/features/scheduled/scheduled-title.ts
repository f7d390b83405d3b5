import { scheduledTasksTitle } from '@b2c/domain';
import type { AccessContext } from '../../shared/routing/route-access.ts';

/** SPEC §2: "SF Scheduled Logistics" in TH, "Scheduled Tasks" elsewhere — SPEC wording, no setting renames it. */
export const scheduledTitle = (ctx: Pick<AccessContext, 'vertical'>): string =>
  scheduledTasksTitle(ctx.vertical.country);
