import { ActiveStatus } from '../ui/row-link.tsx';
import type { GridColumn, GridFilterField } from './data-grid-types.ts';

/** The Status column of a grid of rows that can be deactivated: "Active" / "Inactive" (also in the CSV). */
export const activeStatusColumn = <T extends { active: boolean }>(): GridColumn<T> => ({
  key: 'active',
  title: 'Status',
  value: (row) => (row.active ? 'Active' : 'Inactive'),
  render: (row) => <ActiveStatus active={row.active} />,
});

/** The Status filter of such a grid; the API's `active` query takes "true" / "false". */
export const ACTIVE_FILTER: GridFilterField = {
  name: 'active',
  label: 'Status',
  type: 'select',
  options: [
    { label: 'Active', value: 'true' },
    { label: 'Inactive', value: 'false' },
  ],
};
