import { useParams } from 'react-router';
import { Alert } from 'antd';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useDriver, useResourcePlan } from './driver-api.ts';
import { DriverForm } from './driver-form.tsx';
import { ResourcePlannerDay } from './resource-planner-day.tsx';

/** SPEC §2 /driver/add. */
export const DriverAddPage = () => (
  <PageCard title="Add driver">
    <DriverForm />
  </PageCard>
);

/** SPEC §2 /driver/{driverId}: the driver and its resource planner. */
export const DriverDetailPage = () => {
  const id = Number(useParams().driverId);
  const driver = useDriver(id);
  const plan = useResourcePlan(id);
  if (driver.isPending || plan.isPending) return <PageSpinner />;
  if (driver.isError || plan.isError)
    return <Alert type="error" showIcon title={errorMessage(driver.error ?? plan.error)} />;
  const reload = () => void Promise.all([driver.refetch(), plan.refetch()]);
  return (
    <PageCard title={`Driver ${driver.data.name}`}>
      {/* A new version (after a reload) starts the form again from what is stored. */}
      <DriverForm
        key={`${driver.data.version}-${plan.data?.version ?? 0}`}
        driver={driver.data}
        plan={plan.data}
        onReload={reload}
      />
      {driver.data.homeLocationCode ? <ResourcePlannerDay locationCode={driver.data.homeLocationCode} /> : null}
    </PageCard>
  );
};
