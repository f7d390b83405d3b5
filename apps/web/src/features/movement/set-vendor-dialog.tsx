import { useEffect } from 'react';
import { Form, Select } from 'antd';
import type { MovementView } from '@b2c/contracts';
import { MESSAGES, type LogisticsMode, type MovementVendor } from '@b2c/domain';
import { toast } from '../../shared/ui/toast.ts';
import { useLocusTeams } from './logistic-api.ts';
import { MovementDialog } from './movement-dialog.tsx';
import {
  DriverContactFields,
  driverContactBody,
  driverContactInitial,
  type DriverContactValues,
} from './driver-contact-fields.tsx';
import { VendorModeFields } from './vendor-mode-fields.tsx';

interface VendorValues extends DriverContactValues {
  vendor: MovementVendor;
  logisticsMode?: LogisticsMode;
  locusTeamId?: string;
}

/** Locus's teams are fetched only once Locus is chosen; SPEC §8 names the failure. */
const LocusTeamField = () => {
  const vendor = Form.useWatch<MovementVendor | undefined>('vendor');
  const teams = useLocusTeams(vendor === 'LOCUS');
  useEffect(() => {
    if (teams.isError) toast('error', MESSAGES.teamsFetchFailed);
  }, [teams.isError]);
  if (vendor !== 'LOCUS') return null;
  return (
    <Form.Item name="locusTeamId" label="Locus team">
      <Select
        allowClear
        loading={teams.isFetching}
        options={(teams.data ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.cityCode})` }))}
      />
    </Form.Item>
  );
};

/** `movementEndpoints.setVendor`: the vendor, its mode and, where the vendor names one, the driver. */
export const SetVendorDialog = ({ view, onClose }: { view: MovementView; onClose: () => void }) => {
  const logistic = view.movement?.logistic;
  const initial: Partial<VendorValues> = {
    ...(logistic?.vendor ? { vendor: logistic.vendor } : {}),
    ...(logistic?.logisticsMode ? { logisticsMode: logistic.logisticsMode } : {}),
    ...(logistic?.locusTeamId ? { locusTeamId: logistic.locusTeamId } : {}),
    ...driverContactInitial(logistic),
  };
  return (
    <MovementDialog<VendorValues>
      view={view}
      title="Set logistic vendor"
      submitLabel="Set vendor"
      initialValues={initial}
      onClose={onClose}
      toWrite={(v) => ({
        kind: 'vendor',
        body: {
          vendor: v.vendor,
          ...(v.logisticsMode ? { logisticsMode: v.logisticsMode } : {}),
          ...(v.vendor === 'LOCUS' && v.locusTeamId ? { locusTeamId: v.locusTeamId } : {}),
          ...driverContactBody(v),
        },
      })}
    >
      <VendorModeFields />
      <LocusTeamField />
      <DriverContactFields />
    </MovementDialog>
  );
};
