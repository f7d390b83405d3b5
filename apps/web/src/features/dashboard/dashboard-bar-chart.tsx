import { Bar, Column } from '@ant-design/plots';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import type { TileBar } from './dashboard-tiles.ts';

interface BarChartProps {
  bars: readonly TileBar[];
  horizontal?: boolean | undefined;
  /** Bars are percentages: the axis runs 0–100 and the labels say "%". */
  percent?: boolean | undefined;
  /** Bars carry a series: drawn side by side per label, with a legend. */
  series?: boolean | undefined;
  /** A bar's click opens the grid behind it. */
  onOpen: (bar: TileBar) => void;
  /** The chart's name for assistive technology (the table beside it carries the numbers). */
  label: string;
}

interface ClickEvent {
  type?: string;
  data?: { data?: TileBar };
}

/**
 * A tile's bars (@ant-design/plots, which follows the antd theme). Loaded lazily by DashboardTile, so the
 * charting library never weighs on the first load. The numbers are also in the tile's table (the chart's
 * alternative), so the drawing itself is hidden from screen readers.
 */
const DashboardBarChart = ({ bars, horizontal: wide, percent, series, onOpen, label }: BarChartProps) => {
  // On a phone, columns' labels would be turned on end and cut: bars lie down there.
  const horizontal = useIsPhone() || wide;
  const labels = new Set(bars.map((b) => b.label)).size;
  const config = {
    data: bars.map((b) => ({ ...b })),
    xField: 'label',
    yField: 'count',
    height: horizontal ? Math.max(160, bars.length * 28 + (series ? 40 : 0), labels * 28) : 200,
    autoFit: true,
    axis: {
      y: { labelFormatter: (v: number) => (Number.isInteger(v) ? `${v}${percent ? ' %' : ''}` : '') },
    },
    ...(percent ? { scale: { y: { domain: [0, 100] } } } : {}),
    label: {
      text: 'count',
      position: horizontal ? 'right' : 'top',
      ...(percent ? { formatter: (v: number) => `${v} %` } : {}),
    },
    style: { cursor: 'pointer' },
    ...(series ? { colorField: 'series', group: true, legend: { color: { position: 'top' } } } : { legend: false }),
    // Numbers, not a show: no growing bars (a screenshot or a reduced-motion user sees them at once).
    animate: false,
    onEvent: (_chart: unknown, event: ClickEvent) => {
      const bar = event.data?.data;
      if (event.type === 'element:click' && bar) onOpen(bar);
    },
  } as const;
  return (
    // The wrapper's width comes from the card, never from the canvas: autoFit then follows the card when
    // the window narrows (a canvas keeping its old width would push a phone's page sideways).
    <div role="img" aria-label={label} style={{ cursor: 'pointer', width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <div aria-hidden="true">{horizontal ? <Bar {...config} /> : <Column {...config} />}</div>
    </div>
  );
};
export default DashboardBarChart;
