import { Flex, theme } from 'antd';
import { useIsPhone } from '../../shared/data-table/use-is-phone.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { chartColors, seriesColors, type ChartColors } from './bar-chart-colors.ts';
import { BarColumns } from './bar-chart-columns.tsx';
import { SMALL_TEXT, type ChartDrawing } from './bar-chart-parts.tsx';
import { BarRows } from './bar-chart-rows.tsx';
import { stacksOf, valueAxis } from './bar-chart-scale.ts';
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

const Legend = ({ names, colors }: { names: readonly string[]; colors: ChartColors }) => (
  <Flex gap={12} wrap style={{ ...SMALL_TEXT, color: colors.text, marginBottom: 8 }}>
    {names.map((name, i) => (
      <Flex key={name} gap={4} align="center">
        <span style={{ width: 10, height: 10, background: seriesColors(colors, i).fill }} />
        {name}
      </Flex>
    ))}
  </Flex>
);

/**
 * A tile's bars, drawn with plain elements in the antd theme's colours (issue 30: a charting library's
 * 460 KB held the dashboard's first paint on a phone for seconds). The numbers are also in the tile's
 * table (the chart's alternative, whose links a keyboard reaches), so the drawing is hidden from screen
 * readers and its bars take no focus: a focusable element inside aria-hidden would be announced empty.
 */
export const DashboardBarChart = ({
  bars,
  horizontal: wide,
  percent = false,
  series,
  onOpen,
  label,
}: BarChartProps) => {
  // On a phone, columns' labels would be squeezed to a word a line: bars lie down there.
  const horizontal = useIsPhone() || wide;
  const f = useFormatters();
  const colors = chartColors(theme.useToken().token);
  const stacks = stacksOf(bars);
  const names = series ? [...new Set(bars.map((b) => b.series ?? ''))] : [];
  const drawing: ChartDrawing = {
    stacks,
    axis: valueAxis(Math.max(0, ...stacks.map((s) => s.total)), percent),
    colors,
    seriesIndex: (bar) => Math.max(0, names.indexOf(bar.series ?? '')),
    // A stacked part of nothing needs no number (the table has it).
    numberOf: (bar) => (series && bar.count === 0 ? null : percent ? `${bar.count} %` : f.count(bar.count)),
    tickWords: (tick) => (percent ? `${tick} %` : f.count(tick)),
    onOpen,
  };
  return (
    // The wrapper's width is the card's: the drawing is in percentages of it and never pushes a phone sideways.
    <div role="img" aria-label={label} style={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <div aria-hidden="true" data-chart={horizontal ? 'rows' : 'columns'}>
        {series ? <Legend names={names} colors={colors} /> : null}
        {horizontal ? <BarRows drawing={drawing} /> : <BarColumns drawing={drawing} />}
      </div>
    </div>
  );
};
