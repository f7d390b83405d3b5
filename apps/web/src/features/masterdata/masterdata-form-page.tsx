import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert } from 'antd';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useIntercityRoute } from './intercity-route-api.ts';
import { IntercityRouteForm } from './intercity-route-form.tsx';
import { useLocusTeam } from './locus-team-api.ts';
import { LocusTeamForm } from './locus-team-form.tsx';
import { ENTITY_INFO, isMasterdataEntity, type MasterdataEntity } from './masterdata-entities.ts';
import { usePincode } from './pincode-api.ts';
import { PincodeForm } from './pincode-form.tsx';
import { useZone } from './zone-api.ts';
import { ZoneForm } from './zone-form.tsx';
import { paths } from '../../shared/routing/paths.ts';

type Loaded<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };

/** Spinner, error or the form with the loaded row; a new version remounts the form with the saved values. */
const Loading = <T extends { version: number }>({
  query,
  render,
}: {
  query: Loaded<T>;
  render: (row: T, reload: () => void) => ReactNode;
}) => {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  return <div key={query.data.version}>{render(query.data, () => void query.refetch())}</div>;
};

const ZoneEdit = ({ id }: { id: string }) => {
  const query = useZone(Number(id));
  return <Loading query={query} render={(zone, reload) => <ZoneForm zone={zone} onReload={reload} />} />;
};
const RouteEdit = ({ id }: { id: string }) => {
  const query = useIntercityRoute(id);
  return <Loading query={query} render={(route, reload) => <IntercityRouteForm route={route} onReload={reload} />} />;
};
const PincodeEdit = ({ id }: { id: string }) => {
  const query = usePincode(Number(id));
  return <Loading query={query} render={(pincode, reload) => <PincodeForm pincode={pincode} onReload={reload} />} />;
};
const LocusTeamEdit = ({ id }: { id: string }) => {
  const query = useLocusTeam(Number(id));
  return <Loading query={query} render={(team, reload) => <LocusTeamForm team={team} onReload={reload} />} />;
};

/** Each editable entity's add form and edit screen (the edit screen loads the row first). */
const FORMS: Partial<Record<MasterdataEntity, { add: () => ReactNode; edit: (id: string) => ReactNode }>> = {
  zones: { add: () => <ZoneForm />, edit: (id) => <ZoneEdit id={id} /> },
  intercity: { add: () => <IntercityRouteForm />, edit: (id) => <RouteEdit id={id} /> },
  pincode: { add: () => <PincodeForm />, edit: (id) => <PincodeEdit id={id} /> },
  'locus-teams': { add: () => <LocusTeamForm />, edit: (id) => <LocusTeamEdit id={id} /> },
};

/**
 * SPEC §2 /masterdata/{entity}/add and /masterdata/{entity}/{entityId}. Zones, pincodes and Locus teams
 * are named by id, intercity routes by their code (SPEC §3). City, state, region and make have no forms: back to their grid.
 */
export const MasterdataFormPage = () => {
  const { entity, entityId } = useParams();
  if (!isMasterdataEntity(entity)) return <Navigate to={paths.masterdata.home()} replace />;
  const info = ENTITY_INFO[entity];
  const forms = FORMS[entity];
  if (!info.editable || !forms) return <Navigate to={paths.masterdata.list(entity)} replace />;
  const adding = entityId === undefined;
  const title = `${adding ? 'Add' : 'Edit'} ${info.noun}`;
  const form = adding ? forms.add() : forms.edit(entityId);
  return <PageCard title={title.charAt(0).toUpperCase() + title.slice(1)}>{form}</PageCard>;
};
