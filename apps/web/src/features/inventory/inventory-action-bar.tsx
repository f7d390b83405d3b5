import { useState } from 'react';
import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { InventoryDetail } from '@b2c/contracts';
import { MESSAGES, type InventoryUpdateAction } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
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

  const refresh = async () => {
    try {
      await hardRefresh(car.appointmentId, car.version);
      toast('success', MESSAGES.refreshed);
      reloadPage();
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };

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
      {uiRules.actionPermissions.UPDATE_INVENTORY ? (
        <Popconfirm title="Re-derive this car's status fields?" okText="Refresh" onConfirm={() => void refresh()}>
          <Button icon={<ReloadOutlined />}>Hard refresh</Button>
        </Popconfirm>
      ) : null}
      <Button
        icon={<QrcodeOutlined />}
        onClick={() => void navigate(`/inventory/${encodeURIComponent(car.appointmentId)}/qr-code`)}
      >
        QR code
      </Button>
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
    </Flex>
  );
};
