import { useMemo } from 'react';
import type { City, IntercityRoute, LocusTeam, Make, Pincode, Region, State, Zone } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { useCities } from '../../shared/resources/cities.ts';
import { LIST_FETCHERS, useStates, type ListFetchers } from './masterdata-api.ts';
import {
  cityColumns,
  cityFilters,
  intercityColumns,
  intercityFilters,
  locusTeamColumns,
  locusTeamFilters,
  makeColumns,
  makeFilters,
  pincodeColumns,
  pincodeFilters,
  regionColumns,
  regionFilters,
  stateColumns,
  stateFilters,
  zoneColumns,
  zoneFilters,
} from './masterdata-columns.tsx';
import { ENTITY_INFO, type MasterdataEntity } from './masterdata-entities.ts';
import { EXPORT_PAGE_SIZE, readAllPages } from '../../shared/data-table/export-pages.ts';

const codeOptions = (rows: readonly { code: string; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ label: `${r.name} (${r.code})`, value: r.code }));

type Options = ReturnType<typeof codeOptions>;
const FILTERS: Record<MasterdataEntity, (cities: Options, states: Options) => readonly GridFilterField[]> = {
  city: (_cities, states) => cityFilters(states),
  state: () => stateFilters,
  region: () => regionFilters,
  zones: (cities) => zoneFilters(cities),
  intercity: (cities) => intercityFilters(cities),
  pincode: (cities) => pincodeFilters(cities),
  make: () => makeFilters,
  'locus-teams': (cities) => locusTeamFilters(cities),
};

interface EntityGridProps<T> {
  entity: MasterdataEntity;
  columns: readonly GridColumn<T>[];
  filters: readonly GridFilterField[];
  fetchers: ListFetchers<T>;
}

const EntityGrid = <T extends { id: number }>({ entity, columns, filters, fetchers }: EntityGridProps<T>) => {
  const { fetchPage, fetchCount } = fetchers;
  return (
    <DataGrid<T>
      gridKey={ENTITY_INFO[entity].gridKey}
      columns={columns}
      filters={filters}
      rowKey={(row) => row.id}
      fetchPage={fetchPage}
      fetchCount={fetchCount}
      fetchAll={({ sort, filters: f, onProgress }) =>
        readAllPages(
          (page) => fetchPage({ page, size: EXPORT_PAGE_SIZE, filters: f, ...(sort ? { sort } : {}) }),
          EXPORT_PAGE_SIZE,
          onProgress,
        )
      }
      exportFileName={ENTITY_INFO[entity].gridKey}
    />
  );
};

/** One entity's grid with its columns and filters; the select filters list the vertical's cities and states. */
export const MasterdataGrid = ({ entity }: { entity: MasterdataEntity }) => {
  const cityRows = useCities().data;
  const stateRows = useStates().data;
  // Stable filter fields: the filter bar resets its inputs whenever they change.
  const cities = useMemo(() => codeOptions(cityRows), [cityRows]);
  const states = useMemo(() => codeOptions(stateRows), [stateRows]);
  const filters = useMemo(() => FILTERS[entity](cities, states), [entity, cities, states]);
  switch (entity) {
    case 'city':
      return <EntityGrid<City> entity={entity} columns={cityColumns} filters={filters} fetchers={LIST_FETCHERS.city} />;
    case 'state':
      return (
        <EntityGrid<State> entity={entity} columns={stateColumns} filters={filters} fetchers={LIST_FETCHERS.state} />
      );
    case 'region':
      return (
        <EntityGrid<Region> entity={entity} columns={regionColumns} filters={filters} fetchers={LIST_FETCHERS.region} />
      );
    case 'make':
      return <EntityGrid<Make> entity={entity} columns={makeColumns} filters={filters} fetchers={LIST_FETCHERS.make} />;
    case 'zones':
      return (
        <EntityGrid<Zone> entity={entity} columns={zoneColumns} filters={filters} fetchers={LIST_FETCHERS.zones} />
      );
    case 'intercity':
      return (
        <EntityGrid<IntercityRoute>
          entity={entity}
          columns={intercityColumns}
          filters={filters}
          fetchers={LIST_FETCHERS.intercity}
        />
      );
    case 'pincode':
      return (
        <EntityGrid<Pincode>
          entity={entity}
          columns={pincodeColumns}
          filters={filters}
          fetchers={LIST_FETCHERS.pincode}
        />
      );
    case 'locus-teams':
      return (
        <EntityGrid<LocusTeam>
          entity={entity}
          columns={locusTeamColumns}
          filters={filters}
          fetchers={LIST_FETCHERS['locus-teams']}
        />
      );
  }
};
