import type { TileBar } from './dashboard-tiles.ts';

/** One label's bar: its parts (one, or one per series, stacked in the tile's order) and their sum. */
export interface BarStack {
  label: string;
  parts: TileBar[];
  total: number;
}

/** The value axis: where it ends and the upright whole numbers written along it (0 first). */
export interface ValueAxis {
  top: number;
  ticks: number[];
}

/** The bars grouped by label, in the order the tile gives them (a series' bars stack on one label). */
export const stacksOf = (bars: readonly TileBar[]): BarStack[] => {
  const stacks = new Map<string, BarStack>();
  for (const bar of bars) {
    const stack = stacks.get(bar.label) ?? { label: bar.label, parts: [], total: 0 };
    stack.parts.push(bar);
    stack.total += bar.count;
    stacks.set(bar.label, stack);
  }
  return [...stacks.values()];
};

/** Percentages: none, half and all — enough to read a rate by, and room for "100 %" on a phone. */
const PERCENT_AXIS: ValueAxis = { top: 100, ticks: [0, 50, 100] };

/**
 * About four steps of 1, 2 or 5 × 10ⁿ, never less than 1 (a count has no half cars), the axis ending at
 * the first step at or above the longest bar. Nothing to draw still has an axis (0 and 1).
 */
export const valueAxis = (longest: number, percent: boolean): ValueAxis => {
  if (percent) return PERCENT_AXIS;
  const rough = Math.max(1, longest) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, Math.round([1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough));
  const top = Math.max(step, Math.ceil(longest / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
};

/** A part's share of the axis, as a CSS percentage. */
export const shareOf = (count: number, axis: ValueAxis) => `${(100 * Math.min(count, axis.top)) / axis.top}%`;

/** Under a fifth of the axis a number does not fit on its bar: it is written beyond the bar's end. */
export const isShort = (count: number, axis: ValueAxis) => count < axis.top * 0.2;
