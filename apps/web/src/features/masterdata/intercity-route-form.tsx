import { routeInput, routeUpdateBody, type IntercityRoute } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { NumberInput } from '../../shared/forms/number-input.tsx';
import { useCreateIntercityRoute, useUpdateIntercityRoute } from './intercity-route-api.ts';
import { CitySelect } from './city-select.tsx';
import { paths } from '../../shared/routing/paths.ts';

const ROUTE = contractFields(routeInput, {
  code: 'Code',
  fromCityCode: 'From city',
  toCityCode: 'To city',
  distanceKm: 'Distance (km)',
  transitDays: 'Transit days',
  active: 'Active',
});
const { Field } = ROUTE;

/** An intercity route (SPEC §3, identified by its code): from and to city, distance, transit days. */
export const IntercityRouteForm = ({ route, onReload }: { route?: IntercityRoute; onReload?: () => void }) => {
  const create = useCreateIntercityRoute();
  const update = useUpdateIntercityRoute(route?.code ?? '');
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={ROUTE}
      noun="intercity route"
      row={route}
      initialValues={route ?? { active: true }}
      create={{
        schema: routeInput,
        save: create.mutateAsync,
        successMessage: MESSAGES.intercityRouteSaved,
        withStatus: true,
      }}
      update={{
        schema: routeUpdateBody,
        save: update.mutateAsync,
        successMessage: MESSAGES.intercityRouteUpdated,
        withStatus: true,
      }}
      capitals={['code']}
      listPath={paths.masterdata.list('intercity')}
      onReload={onReload}
    >
      <Field name="code" fixed />
      <Field name="active" toggle />
      <Field name="fromCityCode">
        <CitySelect />
      </Field>
      <Field name="toCityCode">
        <CitySelect />
      </Field>
      <Field name="distanceKm">
        <NumberInput />
      </Field>
      <Field name="transitDays">
        <NumberInput />
      </Field>
    </EntityForm>
  );
};
