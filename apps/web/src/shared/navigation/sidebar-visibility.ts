import { isAlwaysShown, type Feature } from '@b2c/domain';
import type { AccessContext } from '../routing/route-access.ts';
import { SIDEBAR_ITEMS } from './sidebar-items.ts';

export interface VisibleSidebarItem {
  id: Feature;
  title: string;
  path: string;
}

/**
 * Whether a SPEC sidebar item may be shown in this vertical: feature matrix × SPEC §6 rule. An item SPEC
 * §6 always shows (FASTag) does not ask the matrix, so no table, stored or sent, can hide it.
 */
export const isSidebarItemVisible = (id: Feature, ctx: AccessContext): boolean => {
  const rule = SIDEBAR_ITEMS.find((item) => item.id === id);
  return rule !== undefined && (isAlwaysShown(id) || ctx.uiRules.features[id]) && rule.visible(ctx);
};

/**
 * The sidebar to draw: SPEC order, only items some feature route module registered (`paths`: item →
 * its screen's path) and only those visible to this user in this vertical.
 */
export const visibleSidebarItems = (ctx: AccessContext, paths: ReadonlyMap<Feature, string>): VisibleSidebarItem[] =>
  SIDEBAR_ITEMS.flatMap((item) => {
    const path = paths.get(item.id);
    return path !== undefined && isSidebarItemVisible(item.id, ctx)
      ? [{ id: item.id, title: item.title(ctx), path }]
      : [];
  });
