import { BREAKPOINTS } from '@b2c/domain';

/**
 * How a car's few records (its past movements, its vendor e-mails) show in the movement panel: five a page,
 * small rows, and one card a record below xl — the panel sits beside a 240 px sidebar, so below 1200 px it
 * has under ~700 px, too little for six or seven columns.
 */
export const SIDE_PANEL_GRID = { compact: true, pageSize: 5, cardsBelow: BREAKPOINTS.xl } as const;
