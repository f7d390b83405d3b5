import type { GlobalToken } from 'antd';

/** What a bar chart paints with, taken from the antd theme in use (light or dark). */
export interface ChartColors {
  /** Each series' fill and the colour of a number written on it, in the series' order. */
  series: readonly { fill: string; onFill: string }[];
  /** A number beside a bar, on the card. */
  text: string;
  /** The axis' numbers and the labels. */
  axis: string;
  /** The lines behind the bars at each axis number. */
  grid: string;
}

/**
 * The primary fill carries white numbers in both schemes (#0958d9 6.4:1, the dark scheme's #1668dc 5.2:1,
 * app-theme.ts); the second series (free places beside booked ones) is the lighter border blue, on which the
 * scheme's own text reads. bar-chart-colors.test.ts measures every pair in both schemes.
 */
export const chartColors = (token: Pick<GlobalToken, ChartToken>): ChartColors => ({
  series: [
    { fill: token.colorPrimary, onFill: token.colorTextLightSolid },
    { fill: token.colorPrimaryBorderHover, onFill: token.colorText },
  ],
  text: token.colorText,
  axis: token.colorTextDescription,
  grid: token.colorBorderSecondary,
});

type ChartToken =
  | 'colorPrimary'
  | 'colorTextLightSolid'
  | 'colorPrimaryBorderHover'
  | 'colorText'
  | 'colorTextDescription'
  | 'colorBorderSecondary';

/** A series' colours; a tile with more series than the palette starts it again. */
export const seriesColors = (colors: ChartColors, index: number) =>
  colors.series[index % colors.series.length] ?? colors.series[0]!;
