import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { BarcodeOutlined, DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { stockInLabel } from '@b2c/domain';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** The dialog the stock-in icon opens, fetched (a chunk of its own) when first asked for. */
export interface StockInHandler {
  load: () => Promise<{ Component: ComponentType<{ open: boolean; onClose: () => void }> }>;
}

/** The movement area's stock-in dialog: app/ composes the header from the features. */
export const MOVEMENT_STOCK_IN: StockInHandler = {
  load: () => import('../../features/movement/stock-in-dialog.tsx').then((m) => ({ Component: m.StockInDialog })),
};

/** Issue 28: the yard audit is reached from the stock-in icon's menu (SPEC fixes the sidebar). */
const YARD_AUDIT_PATH = paths.yardAudit.list();

/**
 * SPEC §2 header stock-in icon: shown when the ui-rules name a stock-in identifier, the user holds the
 * STOCK_IN permission the API checks (issue 19), AND a dialog is given (the movement area's, tests may
 * give none); otherwise this renders nothing. Beside it, for those who audit yards (YARD_AUDIT),
 * a menu with the stock-in and the yard audit; the icon itself still opens the stock-in at once.
 */
export const StockInSlot = ({ handler }: { handler: StockInHandler | undefined }) => {
  const { uiRules, vertical } = useAccess();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const Dialog = useMemo(
    () => (handler ? lazy(() => importWithReload(handler.load).then((m) => ({ default: m.Component }))) : null),
    [handler],
  );
  const canStockIn = Boolean(Dialog && uiRules.stockInBy && uiRules.actionPermissions.STOCK_IN);
  const canAudit = Boolean(uiRules.stockInBy && uiRules.actionPermissions.YARD_AUDIT);
  if (!canStockIn && !canAudit) return null;
  // SPEC §2 wording, fixed by country ("Park" in AU): no setting renames it.
  const label = stockInLabel(vertical.country);
  const menu = {
    items: [...(canStockIn ? [{ key: 'stock-in', label }] : []), { key: 'yard-audit', label: 'Yard audit' }],
    onClick: ({ key }: { key: string }) => (key === 'stock-in' ? setOpen(true) : void navigate(YARD_AUDIT_PATH)),
  };
  return (
    <>
      <Space.Compact>
        {canStockIn ? (
          <Tooltip title={label}>
            <Button type="text" icon={<BarcodeOutlined />} aria-label={label} onClick={() => setOpen(true)} />
          </Tooltip>
        ) : null}
        {canAudit ? (
          <Dropdown trigger={['click']} menu={menu}>
            <Button
              type="text"
              icon={canStockIn ? <DownOutlined style={{ fontSize: 10 }} /> : <BarcodeOutlined />}
              aria-label={`${canStockIn ? `More ${label.toLowerCase()} actions` : 'Yard audit menu'}`}
              // 24 px: the least a touch target may be (WCAG 2.5.8; axe target-size in the browser tests).
              style={canStockIn ? { width: 24, paddingInline: 0 } : undefined}
            />
          </Dropdown>
        ) : null}
      </Space.Compact>
      {open && Dialog ? (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
