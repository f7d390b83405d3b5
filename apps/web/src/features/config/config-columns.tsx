import { Button, Switch } from 'antd';
import type { FeatureMatrixRow, VerticalFlagsRow } from '@b2c/contracts';
import { featureLabel, isAlwaysShown, VERTICAL_FLAG_HELP, type VerticalFlags } from '@b2c/domain';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { FLAG_LABELS, flagText, verticalLabel } from './config-labels.ts';
import type { FeatureToggle } from './config-change-dialogs.tsx';

/** A feature's name in the matrix; one SPEC §6 always shows says so (its switches cannot be turned off). */
export const matrixFeatureName = (feature: FeatureMatrixRow['feature']): string =>
  isAlwaysShown(feature) ? `${featureLabel(feature)} (always shown)` : featureLabel(feature);

/**
 * Rows: features; columns: the caller's verticals, each cell a switch (read-only without MANAGE_CONFIG,
 * and for a feature SPEC §6 always shows: FASTag's switches stay on and cannot be used).
 */
export const featureColumns = (
  verticals: readonly string[],
  canEdit: boolean,
  onToggle: (toggle: FeatureToggle) => void,
  dateTime: (value: string) => string,
): GridColumn<FeatureMatrixRow>[] => [
  // Feature keys ("bigDealer") are the API's; the matrix names them as the sidebar does (issue 24).
  { key: 'feature', title: 'Feature', value: (row) => matrixFeatureName(row.feature) },
  ...verticals.map((vertical): GridColumn<FeatureMatrixRow> => ({
    key: vertical,
    title: verticalLabel(vertical),
    value: (row) => row.verticals.includes(vertical),
    render: (row) => (
      <Switch
        size="small"
        aria-label={`${featureLabel(row.feature)} in ${verticalLabel(vertical)}`}
        checked={isAlwaysShown(row.feature) || row.verticals.includes(vertical)}
        disabled={!canEdit || isAlwaysShown(row.feature)}
        onChange={(enabled) => onToggle({ row, vertical, enabled })}
      />
    ),
  })),
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated at', defaultHidden: true, value: (row) => dateTime(row.updatedAt) },
];

const FLAG_NAMES = Object.keys(VERTICAL_FLAG_HELP) as (keyof VerticalFlags)[];

/** Rows: the caller's verticals; columns: every flag (choose which in the column chooser). */
export const flagsColumns = (
  canEdit: boolean,
  onEdit: (row: VerticalFlagsRow) => void,
): GridColumn<VerticalFlagsRow>[] => [
  { key: 'vertical', title: 'Vertical', value: (row) => verticalLabel(row.vertical) },
  ...FLAG_NAMES.map((name): GridColumn<VerticalFlagsRow> => ({
    key: name,
    title: FLAG_LABELS[name],
    value: (row) => flagText(row.flags[name]),
  })),
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  {
    key: 'actions',
    title: 'Actions',
    exportable: false,
    render: (row) =>
      canEdit ? (
        <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit flags of ${verticalLabel(row.vertical)}`}>
          Edit
        </Button>
      ) : null,
  },
];
