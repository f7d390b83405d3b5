import { useMemo, useState } from 'react';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { VerticalFlagsRow } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { featureGrid, flagsGrid, useClaimedVerticals } from './config-api.ts';
import { FeatureChangeDialog, FlagsChangeDialog, type FeatureToggle } from './config-change-dialogs.tsx';
import { featureColumns, flagsColumns } from './config-columns.tsx';
import { FeatureMatrixPhone } from './feature-matrix-phone.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * SPEC §2 /configs (issue 16): which verticals see which feature, and each vertical's flags. Every change
 * asks for a reason; the panel's ui-rules are read again after it.
 */
export const ConfigsPage = () => {
  const { uiRules } = useAccess();
  const navigate = useNavigate();
  const canEdit = uiRules.actionPermissions.MANAGE_CONFIG;
  const verticals = useClaimedVerticals();
  const [toggle, setToggle] = useState<FeatureToggle | undefined>();
  const [editing, setEditing] = useState<VerticalFlagsRow | undefined>();
  const keys = useMemo(() => (verticals.data ?? []).map((r) => r.vertical), [verticals.data]);
  const { dateTime } = useFormatters();
  const features = useMemo(() => featureColumns(keys, canEdit, setToggle, dateTime), [keys, canEdit, dateTime]);
  const flags = useMemo(() => flagsColumns(canEdit, setEditing), [canEdit]);
  const phone = useIsPhone();

  return (
    <PageCard
      title="Configs"
      extra={<Button onClick={() => void navigate(paths.config.c2bSlots())}>C2B slots and slot planner</Button>}
    >
      <Flex vertical gap={24}>
        {keys.length > 0 && phone ? (
          <FeatureMatrixPhone verticals={keys} canEdit={canEdit} onToggle={setToggle} />
        ) : null}
        {keys.length > 0 && !phone ? (
          <DataGrid
            {...featureGrid}
            title="Feature matrix"
            columns={features}
            rowKey={(r) => r.feature}
            paramPrefix="f"
          />
        ) : null}
        <DataGrid {...flagsGrid} title="Vertical flags" columns={flags} rowKey={(r) => r.vertical} paramPrefix="v" />
      </Flex>
      {toggle ? <FeatureChangeDialog toggle={toggle} onClose={() => setToggle(undefined)} /> : null}
      {editing ? <FlagsChangeDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
};
