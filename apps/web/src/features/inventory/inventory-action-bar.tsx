import { useState } from 'react';
import { Button, Dropdown, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { DownOutlined, QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { InventoryDetail } from '@b2c/contracts';
import { MESSAGES, type InventoryUpdateAction } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { InventoryActionDialog } from './inventory-action-dialog.tsx';
import {
  EXTRA_ACTION_LABELS,
  actionLabel,
  barActions,
  visibleExtraActions,
  type ExtraAction,
} from './inventory-action-rules.ts';
import { hardRefresh } from './inventory-api.ts';
import { InventoryChassisUploadDialog } from './inventory-chassis-upload-dialog.tsx';
import { InventoryDetailsDialog } from './inventory-details-dialog.tsx';
import { InventoryRegistrationDialog } from './inventory-registration-dialog.tsx';
import { paths } from '../../shared/routing/paths.ts';

interface ActionBarProps {
  car: InventoryDetail;
  onReload: () => void;
  /** SPEC §8 "Refresh successfully (the page then reloads)"; tests pass their own. */
  reloadPage?: () => void;
}

/** Every update this user may make on this car, each opening its own small form. */
export const InventoryActionBar = ({ car, onReload, reloadPage = () => window.location.reload() }: ActionBarProps) => {
  const { uiRules } = useAccess();
  const navigate = useNavigate();
  const [open, setOpen] = useState<InventoryUpdateAction | undefined>();
  const [extra, setExtra] = useState<ExtraAction | undefined>();
  const actions = barActions(car, uiRules);
  const extras = visibleExtraActions(uiRules);
  const closeExtra = () => setExtra(undefined);
  const phone = useIsPhone();
  const [confirmRefresh, setConfirmRefresh] = useState(false);
  const mayRefresh = uiRules.actionPermissions.UPDATE_INVENTORY;
  const openQr = () => void navigate(paths.inventory.qrCode(car.appointmentId));

  const refresh = async () => {
    try {
      await hardRefresh(car.appointmentId, car.version);
      toast('success', MESSAGES.refreshed);
      reloadPage();
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };

  const dialogs = (
    <>
      {open ? (
        <InventoryActionDialog
          key={open}
          car={car}
          action={open}
          onClose={() => setOpen(undefined)}
          onReload={onReload}
        />
      ) : null}
      {extra === 'DETAILS' ? <InventoryDetailsDialog car={car} onClose={closeExtra} onReload={onReload} /> : null}
      {extra === 'REGISTRATION' ? (
        <InventoryRegistrationDialog car={car} onClose={closeExtra} onReload={onReload} />
      ) : null}
      {extra === 'CHASSIS_IMAGE' ? <InventoryChassisUploadDialog car={car} onClose={closeExtra} /> : null}
      {confirmRefresh ? (
        <FormModal
          title="Hard refresh"
          saveLabel="Refresh"
          saving={false}
          onSave={() => {
            setConfirmRefresh(false);
            void refresh();
          }}
          onClose={() => setConfirmRefresh(false)}
        >
          <Typography.Paragraph>Re-derive this car&apos;s status fields?</Typography.Paragraph>
        </FormModal>
      ) : null}
    </>
  );

  // A phone shows the car first: its 8-odd buttons (rows of them at 390 px) fold into one menu (issue 24 #22).
  if (phone)
    return (
      <Flex role="toolbar" aria-label="Inventory actions">
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...actions.map(({ action: a, refused }) => ({
                key: `update:${a}`,
                label: refused ? `${actionLabel(a, car)} (${refused})` : actionLabel(a, car),
                disabled: refused !== null,
              })),
              ...extras.map((a) => ({ key: `extra:${a}`, label: EXTRA_ACTION_LABELS[a] })),
              ...(mayRefresh ? [{ key: 'refresh', label: 'Hard refresh', icon: <ReloadOutlined /> }] : []),
              { key: 'qr', label: 'QR code', icon: <QrcodeOutlined /> },
            ],
            onClick: ({ key }) => {
              const [kind, name] = key.split(':') as [string, string | undefined];
              if (kind === 'update') setOpen(name as InventoryUpdateAction);
              else if (kind === 'extra') setExtra(name as ExtraAction);
              else if (kind === 'refresh') setConfirmRefresh(true);
              else openQr();
            },
          }}
        >
          <Button type="primary" block>
            Actions <DownOutlined />
          </Button>
        </Dropdown>
        {dialogs}
      </Flex>
    );

  return (
    <Flex wrap gap={8} role="toolbar" aria-label="Inventory actions">
      {/* A button the car's state refuses stays in place, disabled, with the table's reason on hover. */}
      {actions.map(({ action: a, refused }) => (
        <Tooltip key={a} title={refused}>
          <span>
            <Button
              type={a === 'LIST_PRICE' ? 'primary' : 'default'}
              disabled={refused !== null}
              aria-description={refused ?? undefined}
              onClick={() => setOpen(a)}
            >
              {actionLabel(a, car)}
            </Button>
          </span>
        </Tooltip>
      ))}
      {extras.map((a) => (
        <Button key={a} onClick={() => setExtra(a)}>
          {EXTRA_ACTION_LABELS[a]}
        </Button>
      ))}
      {mayRefresh ? (
        <Popconfirm title="Re-derive this car's status fields?" okText="Refresh" onConfirm={() => void refresh()}>
          <Button icon={<ReloadOutlined />}>Hard refresh</Button>
        </Popconfirm>
      ) : null}
      <Button icon={<QrcodeOutlined />} onClick={openQr}>
        QR code
      </Button>
      {dialogs}
    </Flex>
  );
};
