import type { City, IntercityRoute, LocusTeam, Make, Pincode, Region, State, Zone } from '@b2c/contracts';
import { ACTIVE_FILTER, activeStatusColumn } from '../../shared/data-table/active-status-columns.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { paths } from '../../shared/routing/paths.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const YES_NO = [
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
];

export type Options = readonly { label: string; value: string }[];

export const cityColumns: readonly GridColumn<City>[] = [
  { key: 'code', title: 'Code', sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'stateCode', title: 'State' },
  activeStatusColumn<City>(),
];
export const cityFilters = (states: Options): GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'stateCode', label: 'State', type: 'select', options: states },
  ACTIVE_FILTER,
];

export const stateColumns: readonly GridColumn<State>[] = [
  { key: 'code', title: 'Code', sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'unionTerritory', title: 'Union territory', value: (row) => yesNo(row.unionTerritory) },
  activeStatusColumn<State>(),
];
export const stateFilters: GridFilterField[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  ACTIVE_FILTER,
];

export const regionColumns: readonly GridColumn<Region>[] = [
  { key: 'code', title: 'Code', sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'cityCodes', title: 'Cities', value: (row) => row.cityCodes.join(', ') },
  activeStatusColumn<Region>(),
];
export const regionFilters: GridFilterField[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  ACTIVE_FILTER,
];

export const zoneColumns: readonly GridColumn<Zone>[] = [
  { key: 'code', title: 'Code', sortable: true },
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <RowLink to={paths.masterdata.detail('zones', row.id)}>{row.name}</RowLink>,
  },
  { key: 'cityCode', title: 'City', sortable: true },
  { key: 'locationCodes', title: 'Locations', value: (row) => row.locationCodes.join(', ') },
  { key: 'c2c', title: 'C2C', value: (row) => yesNo(row.c2c) },
  activeStatusColumn<Zone>(),
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
];
export const zoneFilters = (cities: Options): GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'cityCode', label: 'City', type: 'select', options: cities },
  { name: 'c2c', label: 'C2C', type: 'select', options: YES_NO },
  ACTIVE_FILTER,
];

export const intercityColumns: readonly GridColumn<IntercityRoute>[] = [
  {
    key: 'code',
    title: 'Code',
    sortable: true,
    render: (row) => <RowLink to={paths.masterdata.detail('intercity', row.code)}>{row.code}</RowLink>,
  },
  { key: 'fromCityCode', title: 'From city', sortable: true },
  { key: 'toCityCode', title: 'To city', sortable: true },
  { key: 'distanceKm', title: 'Distance (km)', sortable: true },
  { key: 'transitDays', title: 'Transit days' },
  activeStatusColumn<IntercityRoute>(),
];
export const intercityFilters = (cities: Options): GridFilterField[] => [
  { name: 'code', label: 'Code', type: 'text', placeholder: 'Starts with' },
  { name: 'fromCityCode', label: 'From city', type: 'select', options: cities },
  { name: 'toCityCode', label: 'To city', type: 'select', options: cities },
  ACTIVE_FILTER,
];

export const pincodeColumns: readonly GridColumn<Pincode>[] = [
  {
    key: 'pincode',
    title: 'Pincode',
    sortable: true,
    render: (row) => <RowLink to={paths.masterdata.detail('pincode', row.id)}>{row.pincode}</RowLink>,
  },
  { key: 'cityCode', title: 'City', sortable: true },
  { key: 'area', title: 'Area', sortable: true },
  { key: 'serviceable', title: 'Serviceable', value: (row) => yesNo(row.serviceable) },
  activeStatusColumn<Pincode>(),
];
export const pincodeFilters = (cities: Options): GridFilterField[] => [
  { name: 'pincode', label: 'Pincode', type: 'text', placeholder: 'Starts with' },
  { name: 'cityCode', label: 'City', type: 'select', options: cities },
  { name: 'serviceable', label: 'Serviceable', type: 'select', options: YES_NO },
  ACTIVE_FILTER,
];

export const makeColumns: readonly GridColumn<Make>[] = [
  { key: 'name', title: 'Name', sortable: true },
  // A make's code is an identifier in SNAKE_CASE (MARUTI_SUZUKI): offered in the chooser, not shown first.
  { key: 'code', title: 'Code', sortable: true, defaultHidden: true },
  activeStatusColumn<Make>(),
];
/** SPEC §7: the make list, or with a name typed the search-make list (`search`, a name prefix). */
export const makeFilters: GridFilterField[] = [
  { name: 'search', label: 'Search make', type: 'text', placeholder: 'Starts with' },
  ACTIVE_FILTER,
];

export const locusTeamColumns: readonly GridColumn<LocusTeam>[] = [
  { key: 'teamId', title: 'Team id', sortable: true },
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (row) => <RowLink to={paths.masterdata.detail('locus-teams', row.id)}>{row.name}</RowLink>,
  },
  { key: 'cityCode', title: 'City', sortable: true },
  activeStatusColumn<LocusTeam>(),
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
];
export const locusTeamFilters = (cities: Options): GridFilterField[] => [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Starts with' },
  { name: 'teamId', label: 'Team id', type: 'text', placeholder: 'Starts with' },
  { name: 'cityCode', label: 'City', type: 'select', options: cities },
  ACTIVE_FILTER,
];
