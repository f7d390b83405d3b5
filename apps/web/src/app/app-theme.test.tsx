import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, Grid, theme } from 'antd';
import { contrastRatio, laidOver } from '../testing/contrast.ts';
import { breakpointTokens, darkTheme, lightTheme, themeFor } from './app-theme.ts';

const Probe = () => {
  const { token } = theme.useToken();
  Grid.useBreakpoint(); // validates the whole breakpoint ladder; throws on an inconsistent one
  return (
    <p>
      {[
        token.screenSM,
        token.screenMD,
        token.screenLG,
        token.screenXL,
        token.screenXXL,
        token.colorTextDescription,
      ].join(' ')}
    </p>
  );
};

/** Every text token a screen writes, on every surface it writes it on, at WCAG AA (4.5:1). */
const TEXT = [
  'colorText',
  'colorTextSecondary',
  'colorTextDescription',
  'colorLink',
  'colorLinkHover',
  'colorPrimaryText',
  'colorError',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
] as const;
const SURFACES = ['colorBgContainer', 'colorBgElevated', 'colorBgLayout'] as const;
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

const tooFaint = (config: typeof lightTheme) => {
  const token = theme.getDesignToken(config);
  const button = config.components?.Button;
  const dangerLabel = button?.dangerColor ?? token.colorTextLightSolid;
  const pairs: Array<[string, string, string]> = [
    ...TEXT.flatMap((text) =>
      SURFACES.map((bg): [string, string, string] => [`${text} on ${bg}`, token[text], token[bg]]),
    ),
    ['primary button label', token.colorTextLightSolid, token.colorPrimary],
    ['hovered primary button label', token.colorTextLightSolid, button?.colorPrimaryHover ?? token.colorPrimaryHover],
    ['hovered default button label', button?.defaultHoverColor ?? token.colorPrimaryHover, token.colorBgContainer],
    ['danger button label', dangerLabel, token.colorError],
    [
      'avatar initials',
      token.colorTextLightSolid,
      laidOver(config.components?.Avatar?.colorTextPlaceholder ?? token.colorTextPlaceholder, token.colorBgContainer),
    ],
    ...PRESETS.map((c): [string, string, string] => {
      const tag = (config.components?.Tag ?? {}) as Record<string, string | undefined>;
      const palette = token as unknown as Record<string, string>;
      return [`${c} tag`, tag[`${c}7`] ?? palette[`${c}7`] ?? '', palette[`${c}1`] ?? ''];
    }),
  ];
  return pairs
    .map(([what, fg, bg]) => ({ what, ratio: Math.round(contrastRatio(fg, bg) * 100) / 100 }))
    .filter(({ ratio }) => ratio < 4.5);
};

describe('app theme', () => {
  it('uses SPEC breakpoints (xs ends at 576; md 768, lg 992, xl 1200, xxl 1400) without antd throwing', () => {
    render(
      <ConfigProvider theme={lightTheme}>
        <Probe />
      </ConfigProvider>,
    );
    expect(screen.getByText('576 768 992 1200 1400 rgba(0, 0, 0, 0.65)')).toBeInTheDocument();
  });

  it('gives the dark scheme the same breakpoints and a light description text', () => {
    render(
      <ConfigProvider theme={themeFor('dark')}>
        <Probe />
      </ConfigProvider>,
    );
    expect(screen.getByText('576 768 992 1200 1400 rgba(255, 255, 255, 0.55)')).toBeInTheDocument();
  });

  it('sets every screen token, ordered', () => {
    const t = breakpointTokens();
    expect(t.screenXSMax).toBe(575);
    const ladder = ['XS', 'SM', 'MD', 'LG', 'XL', 'XXL'] as const;
    for (const [i, bp] of ladder.entries()) {
      expect(t[`screen${bp}Min`]).toBeLessThanOrEqual(t[`screen${bp}`]);
      expect(t[`screen${bp}`]).toBeLessThanOrEqual(t[`screen${bp}Max`]);
      const next = ladder[i + 1];
      if (next) expect(t[`screen${bp}Max`]).toBeLessThan(t[`screen${next}Min`]);
    }
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('keeps text and button labels at 4.5:1 in the %s scheme', (_, config) => {
    expect(tooFaint(config)).toEqual([]);
  });

  it('notices a faint token (the check can fail)', () => {
    expect(tooFaint({ ...darkTheme, token: { ...darkTheme.token, colorPrimaryText: '#1668dc' } })).toContainEqual(
      expect.objectContaining({ what: 'colorPrimaryText on colorBgContainer' }),
    );
  });
});
