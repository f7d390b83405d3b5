import { Button, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAccess } from '../../shared/session/access-provider.tsx';

const nameStyle = {
  fontWeight: 600,
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: 'normal',
} as const;

/**
 * The user's name; for administrators (VIEW_ERRORS) it opens a menu with the screens SPEC's sidebar does
 * not list — the Errors screen (issue 25). Narrow screens show only an icon for it.
 */
export const UserMenu = ({ displayName, narrow }: { displayName: string; narrow: boolean }) => {
  const canViewErrors = useAccess().uiRules.actionPermissions.VIEW_ERRORS;
  const navigate = useNavigate();
  const name = narrow ? null : (
    <span data-testid="user-name" title={displayName} style={nameStyle}>
      {displayName}
    </span>
  );
  if (!canViewErrors) return name;
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ key: 'errors', label: 'Errors' }], onClick: ({ key }) => void navigate(`/${key}`) }}
    >
      <Button type="text" aria-label={`User menu of ${displayName}`} icon={narrow ? <UserOutlined /> : undefined}>
        {name}
        {narrow ? null : <DownOutlined />}
      </Button>
    </Dropdown>
  );
};
