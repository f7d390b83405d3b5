import { Button, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { THEME_CHOICES, useColorScheme, type ThemeChoice } from '../../shared/ui/color-scheme.ts';

const nameStyle = {
  fontWeight: 600,
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: 'normal',
} as const;

const CHOICE_WORDS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const THEME_KEY_PREFIX = 'theme:';

/**
 * The user's name opens a menu: the theme (issue 29: System follows the operating system, Light and Dark
 * are remembered) and, for administrators (VIEW_ERRORS), the screens SPEC's sidebar does not list — the
 * Errors screen (issue 25). Narrow screens show only an icon for it.
 */
export const UserMenu = ({ displayName, narrow }: { displayName: string; narrow: boolean }) => {
  const canViewErrors = useAccess().uiRules.actionPermissions.VIEW_ERRORS;
  const navigate = useNavigate();
  const { choice, setChoice } = useColorScheme();
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'theme',
      label: 'Theme',
      children: THEME_CHOICES.map((c) => ({
        key: `${THEME_KEY_PREFIX}${c}`,
        label: CHOICE_WORDS[c],
        // The tick says which one is on; the words say it to a screen reader ("Dark, chosen").
        extra: c === choice ? <CheckOutlined aria-label="chosen" /> : null,
      })),
    },
    ...(canViewErrors ? [{ type: 'divider' as const }, { key: 'errors', label: 'Errors' }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'errors') void navigate(paths.errors.list());
    else setChoice(key.slice(THEME_KEY_PREFIX.length) as ThemeChoice);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick, selectedKeys: [`${THEME_KEY_PREFIX}${choice}`] }}>
      <Button type="text" aria-label={`User menu of ${displayName}`} icon={narrow ? <UserOutlined /> : undefined}>
        {narrow ? null : (
          <>
            <span data-testid="user-name" title={displayName} style={nameStyle}>
              {displayName}
            </span>
            <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
};
