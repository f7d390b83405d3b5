import type { ComponentType } from 'react';
import { UsersV1UsersTab } from './users-v1-users-tab.tsx';
import { UsersV1GroupsTab } from './users-v1-groups-tab.tsx';
import { UsersRosterTab } from './users-roster-tab.tsx';
import { UsersLeavesTab } from './users-leaves-tab.tsx';

/** One tab of the V1 screen: `key` is its `?tab=` value in the URL, so a tab can be linked. */
export interface UserManagementTab {
  key: string;
  label: string;
  Tab: ComponentType;
}

/**
 * SPEC §7 user management V1, one tab per part, in this order. Roster and leaves add theirs here.
 */
export const USER_MANAGEMENT_TABS: readonly UserManagementTab[] = [
  { key: 'users', label: 'Users', Tab: UsersV1UsersTab },
  { key: 'groups', label: 'Groups', Tab: UsersV1GroupsTab },
  { key: 'roster', label: 'Roster', Tab: UsersRosterTab },
  { key: 'leaves', label: 'Leaves', Tab: UsersLeavesTab },
];
