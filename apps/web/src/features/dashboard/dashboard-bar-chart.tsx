import { Bar, Column } from '@ant-design/plots';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import type { TileBar } from './dashboard-tiles.ts';

interface BarChartProps {
  bars: readonly TileBar[];
  horizontal?: boolean | undefined;
  /** Bars are percentages: the axis runs 0–100 and the labels say "%". */
  percent?: boolean | undefined;
  /** Bars carry a series: stacked per label (booked, then free places), with a legend. */
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
  // A short bar's number goes beyond its end, else it would sit over the names beside the axis.
  const top = percent ? 100 : Math.max(1, ...bars.map((b) => b.count));
  const short = (d: TileBar) => d.count < top * 0.2;
  const config = {
    data: bars.map((b) => ({ ...b })),
    xField: 'label',
    yField: 'count',
    height: horizontal ? Math.max(160, labels * 28 + (series ? 40 : 0)) : 200,
    autoFit: true,
    axis: {
      // Upright numbers: turned on end they take the bars' room on a phone.
      y: {
        labelFormatter: (v: number) => (Number.isInteger(v) ? `${v}${percent ? ' %' : ''}` : ''),
        labelAutoRotate: false,
        tickCount: 5,
      },
    },
    ...(percent ? { scale: { y: { domain: [0, 100] } } } : {}),
    label: {
      text: 'count',
      position: horizontal ? 'right' : 'top',
      ...(percent ? { formatter: (v: number) => `${v} %` } : {}),
      // A stacked part of nothing needs no number (the table has it).
      ...(series ? { formatter: (v: number) => (v === 0 ? '' : String(v)) } : {}),
      ...(horizontal
        ? { textAlign: (d: TileBar) => (short(d) ? 'start' : 'end'), dx: (d: TileBar) => (short(d) ? 4 : -4) }
        : {}),
    },
    style: { cursor: 'pointer' },
    ...(series ? { colorField: 'series', stack: true, legend: { color: { position: 'top' } } } : { legend: false }),
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
