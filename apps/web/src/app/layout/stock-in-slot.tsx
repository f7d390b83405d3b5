import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { stockInLabel } from '@b2c/domain';
import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';

type StockInHandler = NonNullable<FeatureRouteModule['stockIn']>;

/**
 * SPEC §2 header stock-in icon: shown when the ui-rules name a stock-in identifier, the user holds the
 * STOCK_IN permission the API checks (issue 19), AND a feature has registered the dialog it opens (the
 * movement area does); otherwise this renders nothing.
 */
export const StockInSlot = ({ handler }: { handler: StockInHandler | undefined }) => {
  const { uiRules, vertical } = useAccess();
  const [open, setOpen] = useState(false);
  const Dialog = useMemo(
    () => (handler ? lazy(() => importWithReload(handler.load).then((m) => ({ default: m.Component }))) : null),
    [handler],
  );
  if (!Dialog || !uiRules.stockInBy || !uiRules.actionPermissions.STOCK_IN) return null;
  // SPEC §2 wording, fixed by country ("Park" in AU): no setting renames it.
  const label = stockInLabel(vertical.country);
  return (
    <>
      <Tooltip title={label}>
        <Button type="text" icon={<BarcodeOutlined />} aria-label={label} onClick={() => setOpen(true)} />
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
