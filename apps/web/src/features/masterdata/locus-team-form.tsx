import { locusTeamInput, locusTeamUpdate, type LocusTeam } from '@b2c/contracts';
import { contractFields } from '../../shared/forms/contract-fields.tsx';
import { EntityForm } from '../../shared/forms/entity-form.tsx';
import { CitySelect } from './city-select.tsx';
import { useCreateLocusTeam, useUpdateLocusTeam } from './locus-team-api.ts';
import { paths } from '../../shared/routing/paths.ts';

const LOCUS_TEAM = contractFields(locusTeamInput, {
  teamId: 'Team id',
  name: 'Name',
  cityCode: 'City',
  active: 'Active',
});
const { Field } = LOCUS_TEAM;

const toCapitals = (value: string | undefined) => value?.toUpperCase();

/**
 * A Locus team of the vertical: Locus's team id (fixed once saved, movements keep it), a name and its
 * city. SPEC §8 has no save wording for it, so, like pincodes, a save just returns to the grid.
 */
export const LocusTeamForm = ({ team, onReload }: { team?: LocusTeam; onReload?: () => void }) => {
  const create = useCreateLocusTeam();
  const update = useUpdateLocusTeam(team?.id ?? 0);
  return (
    <EntityForm
      writeAccess="MANAGE_MASTERDATA"
      fields={LOCUS_TEAM}
      noun="Locus team"
      row={team}
      initialValues={team ?? { active: true }}
      create={{ schema: locusTeamInput, save: create.mutateAsync }}
      update={{ schema: locusTeamUpdate, save: update.mutateAsync }}
      listPath={paths.masterdata.list('locus-teams')}
      onReload={onReload}
    >
      {/* Locus ids are capitals: what is typed is shown (and checked) in capitals. */}
      <Field name="teamId" fixed normalize={toCapitals} />
      <Field name="name" />
      <Field name="cityCode">
        <CitySelect />
      </Field>
      <Field name="active" span="quarter" toggle />
    </EntityForm>
  );
};
