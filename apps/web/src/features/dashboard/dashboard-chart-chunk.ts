import { importWithReload } from '../../shared/routing/stale-chunk.ts';

/**
 * The charting library's chunk (@ant-design/plots, ~460 KB gzip), never part of the first load: fetched
 * by the first tile that draws a chart, or earlier by the dashboard's warm-up after sign-in, when the user
 * may open a tile at all. One module either way.
 */
export const loadTileChart = () => importWithReload(() => import('./dashboard-bar-chart.tsx'));
