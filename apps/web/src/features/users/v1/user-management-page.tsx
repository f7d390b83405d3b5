import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { USER_MANAGEMENT_TABS } from './user-management-tabs.tsx';

/**
 * SPEC §2 `/user-management`: user management V1, never in the sidebar; reached from /ums. The open tab
 * is `?tab=` in the URL, so Back and a shared link land on it; a tab opened again starts afresh.
 */
export const UserManagementPage = () => {
  const [params, setParams] = useSearchParams();
  const active = (USER_MANAGEMENT_TABS.find((t) => t.key === params.get('tab')) ?? USER_MANAGEMENT_TABS[0])?.key;
  return (
    <PageCard title="User Management V1">
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams({ tab })}
        destroyOnHidden
        items={USER_MANAGEMENT_TABS.map(({ key, label, Tab }) => ({ key, label, children: <Tab /> }))}
      />
    </PageCard>
  );
};
