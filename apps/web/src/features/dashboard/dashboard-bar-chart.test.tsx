import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme, type GlobalToken } from 'antd';
import { contrastRatio, laidOver } from '../../testing/contrast.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { asPhone } from '../../testing/viewport.ts';
import { setThemeChoice, type ColorScheme } from '../../shared/ui/color-scheme.ts';
import { chartColors } from './bar-chart-colors.ts';
import { valueAxis } from './bar-chart-scale.ts';
import { barOf } from './bar-chart-test-support.ts';
import { DashboardBarChart } from './dashboard-bar-chart.tsx';
import type { TileBar } from './dashboard-tiles.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setThemeChoice('system');
});

const AGEING: TileBar[] = [
  { label: 'Over 90 days', count: 4, to: '/inventory?f.stockAge=90%2B' },
  { label: '61–90 days', count: 0, to: '/inventory?f.stockAge=61-90' },
  { label: '0–7 days', count: 50, to: '/inventory?f.stockAge=0-7' },
];

/** The panel's own theme tokens in a scheme, read inside its real providers (features never import app/). */
const panelToken = (scheme: ColorScheme): GlobalToken => {
  setThemeChoice(scheme);
  const seen: { token?: GlobalToken } = {};
  const Probe = () => {
    seen.token = theme.useToken().token;
    return null;
  };
  const { unmount } = renderWithProviders(<Probe />);
  unmount();
  return seen.token!;
};

/** The colour a part is painted in. */
const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]')!.style.background;

const draw = (props: Partial<Parameters<typeof DashboardBarChart>[0]> = {}) => {
  const onOpen = vi.fn();
  renderWithProviders(<DashboardBarChart bars={AGEING} onOpen={onOpen} label="Stock ageing" {...props} />);
  const chart = screen.getByRole('img', { name: 'Stock ageing' });
  const drawing = chart.querySelector<HTMLElement>('[data-chart]')!;
  /** A part's number as written (its first span), or null when it has none. */
  const numberOf = (bar: HTMLElement) => bar.querySelector('span:not([data-fill])')?.textContent ?? null;
  return { chart, drawing, onOpen, numberOf };
};

describe('the dashboard bar chart', () => {
  it('stands columns on a desktop, each with its number, and a click opens that bar', async () => {
    const { chart, drawing, onOpen, numberOf } = draw();
    expect(drawing.dataset.chart).toBe('columns');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    // Axis 0–60 in steps of 20: the longest bar (50) ends before the last tick.
    expect(chart).toHaveTextContent(/^0204060/);
    expect(numberOf(barOf(chart, 'Over 90 days'))).toBe('4');
    expect(numberOf(barOf(chart, '61–90 days'))).toBe('0');
    expect(barOf(chart, '0–7 days').parentElement!.style.height).toBe(`${(100 * 50) / 60}%`);
    await userEvent.setup().click(barOf(chart, 'Over 90 days'));
    expect(onOpen).toHaveBeenCalledWith(AGEING[0]);
  });

  it('lays the bars down on a phone and when asked; a short bar writes its number beyond its end', () => {
    asPhone();
    const { chart, drawing, numberOf } = draw();
    expect(drawing.dataset.chart).toBe('rows');
    const short = barOf(chart, 'Over 90 days');
    expect(short.style.width).toBe(`${(100 * 4) / 60}%`);
    expect(short.querySelector<HTMLElement>('span:not([data-fill])')!.style.left).toBe('calc(100% + 4px)');
    const long = barOf(chart, '0–7 days');
    expect(numberOf(long)).toBe('50');
    expect(long.querySelector<HTMLElement>('span:not([data-fill])')!.style.left).toBe('');
    vi.restoreAllMocks();
  });

  it('runs a percentage axis from 0 to 100 and says "%"', () => {
    const { chart, drawing, numberOf } = draw({
      horizontal: true,
      percent: true,
      bars: [{ label: 'DriveU', count: 25, to: '/logistic?f.vendor=DRIVEU' }],
    });
    expect(drawing.dataset.chart).toBe('rows');
    expect(numberOf(barOf(chart, 'DriveU'))).toBe('25 %');
    expect(barOf(chart, 'DriveU').style.width).toBe('25%');
    expect(chart).toHaveTextContent('0 %50 %100 %');
  });

  it('stacks a series per label under a legend; a part of nothing writes no number', async () => {
    const slots: TileBar[] = [
      { label: 'Today 09:00–11:00', series: 'Booked', count: 10, to: '/logistic?f.date=2026-11-27' },
      { label: 'Today 09:00–11:00', series: 'Free places', count: 0, to: '/logistic?f.date=2026-11-27' },
      { label: 'Tomorrow 09:00–11:00', series: 'Booked', count: 1, to: '/logistic?f.date=2026-11-28' },
      { label: 'Tomorrow 09:00–11:00', series: 'Free places', count: 9, to: '/logistic?f.date=2026-11-28' },
    ];
    const { chart, onOpen, numberOf } = draw({ bars: slots, series: true, horizontal: true });
    expect(chart).toHaveTextContent(/^BookedFree places/);
    const rows = [...chart.querySelectorAll<HTMLElement>('[data-bar]')].map((b) => b.parentElement);
    expect(new Set(rows).size).toBe(2);
    expect(numberOf(barOf(chart, 'Today 09:00–11:00', 'Free places'))).toBeNull();
    expect(numberOf(barOf(chart, 'Tomorrow 09:00–11:00', 'Free places'))).toBe('9');
    const light = chartColors(panelToken('light'));
    expect(fillOf(barOf(chart, 'Tomorrow 09:00–11:00', 'Booked'))).toBe(light.series[0]!.fill);
    expect(fillOf(barOf(chart, 'Tomorrow 09:00–11:00', 'Free places'))).toBe(light.series[1]!.fill);
    await userEvent.setup().click(barOf(chart, 'Tomorrow 09:00–11:00', 'Free places'));
    expect(onOpen).toHaveBeenCalledWith(slots[3]);
  });

  it('paints in the dark theme’s colours when the panel is dark', () => {
    const light = chartColors(panelToken('light'));
    const dark = chartColors(panelToken('dark'));
    expect(dark.series[0]!.fill).not.toBe(light.series[0]!.fill);
    const { chart } = draw();
    expect(fillOf(barOf(chart, '0–7 days'))).toBe(dark.series[0]!.fill);
  });
});

describe('the value axis', () => {
  it('counts in a few whole steps up to the first at or above the longest bar', () => {
    expect(valueAxis(0, false)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(1, false)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(5, false)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(valueAxis(30, false)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(valueAxis(1234, false)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis(7, true)).toEqual({ top: 100, ticks: [0, 50, 100] });
  });
});

describe('the chart colours', () => {
  it.each(['light', 'dark'] as const)(
    'read at 4.5:1 in the %s theme: numbers on each series and beside the bars, the axis',
    (scheme) => {
      const token = panelToken(scheme);
      const colors = chartColors(token);
      const pairs = [
        ...colors.series.map((s) => [laidOver(s.onFill, s.fill), s.fill] as const),
        [laidOver(colors.text, token.colorBgContainer), token.colorBgContainer] as const,
        [laidOver(colors.axis, token.colorBgContainer), token.colorBgContainer] as const,
        // A short first part's number runs over the second series' fill.
        [laidOver(colors.text, colors.series[1]!.fill), colors.series[1]!.fill] as const,
      ];
      for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
