import {
  BUSINESS_LABEL_LABELS,
  HOLD_REASON_LABELS,
  INVENTORY_STATUS_LABELS,
  PRICE_CHANGE_REASON_LABELS,
  SEARCH_KEY_LABELS,
  labelOf,
} from '@b2c/domain';

/**
 * Codes without a SPEC label (stages, types, publish statuses) read as words: IN_WORKSHOP → "In Workshop".
 * Codes SPEC labels (business labels: BETA_GO is "Value Car") go through their tables first.
 */
export const codeLabel = (code: string | null | undefined): string => {
  if (code === null || code === undefined || code === '') return '';
  const tables: readonly Readonly<Record<string, string>>[] = [
    INVENTORY_STATUS_LABELS,
    HOLD_REASON_LABELS,
    BUSINESS_LABEL_LABELS,
    PRICE_CHANGE_REASON_LABELS,
    SEARCH_KEY_LABELS,
  ];
  for (const table of tables) {
    const label: string = labelOf<string>(table, code);
    if (label !== code) return label;
  }
  return code
    .toLowerCase()
    .split(/[_\s]+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
};

/** SPEC §2 history view: stage with sub-stage, combined into one "stage / sub-stage" value in AE. */
export const stageText = (stage: string | null, subStage: string | null): string =>
  [codeLabel(stage), codeLabel(subStage)].filter(Boolean).join(' / ');
