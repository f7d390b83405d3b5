import { useEffect } from 'react';
import { Form, Select } from 'antd';
import type { MovementView } from '@b2c/contracts';
import { MESSAGES, type LogisticsMode, type MovementVendor } from '@b2c/domain';
import { toast } from '../../shared/ui/toast.ts';
import { useLocusTeams } from './logistic-api.ts';
import { modeOptions, vendorOptions } from './logistic-labels.ts';
import { MovementDialog } from './movement-dialog.tsx';
import { DriverContactFields } from './driver-contact-fields.tsx';

interface VendorValues {
  vendor: MovementVendor;
  logisticsMode?: LogisticsMode;
  locusTeamId?: string;
  driverName?: string;
  driverMobile?: string;
  driverEmail?: string;
}

const trimmed = (v: string | undefined) => v?.trim() || undefined;

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

/** POST /api/inventory/{id}/logistic: the vendor, its mode and, where the vendor names one, the driver. */
export const SetVendorDialog = ({ view, onClose }: { view: MovementView; onClose: () => void }) => {
  const logistic = view.movement?.logistic;
  const initial: Partial<VendorValues> = {
    ...(logistic?.vendor ? { vendor: logistic.vendor } : {}),
    ...(logistic?.logisticsMode ? { logisticsMode: logistic.logisticsMode } : {}),
    ...(logistic?.locusTeamId ? { locusTeamId: logistic.locusTeamId } : {}),
    ...(logistic?.driverName ? { driverName: logistic.driverName } : {}),
    ...(logistic?.driverMobile ? { driverMobile: logistic.driverMobile } : {}),
    ...(logistic?.driverEmail ? { driverEmail: logistic.driverEmail } : {}),
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
          ...(trimmed(v.driverName) ? { driverName: trimmed(v.driverName) } : {}),
          ...(trimmed(v.driverMobile) ? { driverMobile: trimmed(v.driverMobile) } : {}),
          ...(trimmed(v.driverEmail) ? { driverEmail: trimmed(v.driverEmail) } : {}),
        },
      })}
    >
      <Form.Item name="vendor" label="Vendor" rules={[{ required: true, message: 'Vendor is required.' }]}>
        <Select options={vendorOptions} />
      </Form.Item>
      <Form.Item name="logisticsMode" label="Logistics mode">
        <Select allowClear options={modeOptions} />
      </Form.Item>
      <LocusTeamField />
      <DriverContactFields />
    </MovementDialog>
  );
};
