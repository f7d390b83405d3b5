import { codeLabel, inventoryStageText } from '@b2c/domain';

/**
 * Codes read as their domain labels (BETA_GO → "Value Car", LISTING_PRICE_UPDATE → "Listing price
 * change") or, without one, as words: IN_WORKSHOP → "In Workshop".
 */
export { codeLabel };

/** SPEC §2 history view: stage with sub-stage, combined into one "stage / sub-stage" value in AE (the domain's, as the CSV export writes it). */
export const stageText = inventoryStageText;
