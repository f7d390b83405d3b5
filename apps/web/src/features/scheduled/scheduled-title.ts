import { scheduledTasksTitle } from '@b2c/domain';
import type { AccessContext } from '../../shared/routing/route-access.ts';

/** SPEC §2: "SF Scheduled Logistics" in TH, "Scheduled Tasks" elsewhere; /configs may rename it per vertical. */
export const scheduledTitle = (ctx: Pick<AccessContext, 'uiRules' | 'vertical'>): string =>
  ctx.uiRules.flags.scheduledTasksTitle || scheduledTasksTitle(ctx.vertical.country);
