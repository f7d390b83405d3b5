import type { CSSProperties } from 'react';
import type { ChartColors } from './bar-chart-colors.ts';
import type { BarStack, ValueAxis } from './bar-chart-scale.ts';
import type { TileBar } from './dashboard-tiles.ts';

/** What the rows and the columns both draw from. */
export interface ChartDrawing {
  stacks: BarStack[];
  axis: ValueAxis;
  colors: ChartColors;
  /** Where each series sits in the palette and the legend (none: one series). */
  seriesIndex: (bar: TileBar) => number;
  /** The number written on or beside a part; null writes none (a stacked part of nothing). */
  numberOf: (bar: TileBar) => string | null;
  /** The axis' words for a tick ("25 %" on a percentage axis). */
  tickWords: (tick: number) => string;
  onOpen: (bar: TileBar) => void;
}

export const SMALL_TEXT: CSSProperties = { fontSize: 12, lineHeight: '16px', whiteSpace: 'nowrap' };

/** A part's number: over every fill, so a short part's number beyond its end shows on the next part. */
export const NUMBER_TEXT: CSSProperties = { ...SMALL_TEXT, position: 'absolute', zIndex: 1 };

/** A part a click opens the grid behind; `data-bar` and `data-series` name it for tests and e2e specs. */
export const partProps = (drawing: ChartDrawing, bar: TileBar, style: CSSProperties) => ({
  'data-bar': bar.label,
  'data-series': bar.series,
  onClick: () => drawing.onOpen(bar),
  style: { ...style, position: 'relative', cursor: bar.to ? 'pointer' : 'default' } as CSSProperties,
});

/**
 * A part's colour, under its number rather than around it: a number beyond a short part's end is then on
 * the card, for the eye and for axe's contrast check alike (which takes an ancestor's fill as the text's).
 */
export const Fill = ({ color }: { color: string }) => (
  <span data-fill style={{ position: 'absolute', inset: 0, background: color }} />
);

/** The lines behind the bars, one at each tick: `left` along rows, `bottom` up columns. */
export const GridLines = ({
  axis,
  colors,
  side,
}: Pick<ChartDrawing, 'axis' | 'colors'> & { side: 'left' | 'bottom' }) =>
  axis.ticks.map((tick) => (
    <span
      key={tick}
      style={{
        position: 'absolute',
        [side]: `${(100 * tick) / axis.top}%`,
        ...(side === 'left'
          ? { top: 0, bottom: 0, borderLeft: `1px solid ${colors.grid}` }
          : { left: 0, right: 0, borderBottom: `1px solid ${colors.grid}` }),
      }}
    />
  ));
