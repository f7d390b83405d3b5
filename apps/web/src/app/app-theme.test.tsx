import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, Grid, theme } from 'antd';
import { appTheme, breakpointTokens } from './app-theme.ts';

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

describe('app theme', () => {
  it('uses SPEC breakpoints (xs ends at 576; md 768, lg 992, xl 1200, xxl 1400) without antd throwing', () => {
    render(
      <ConfigProvider theme={appTheme}>
        <Probe />
      </ConfigProvider>,
    );
    expect(screen.getByText('576 768 992 1200 1400 rgba(0, 0, 0, 0.65)')).toBeInTheDocument();
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
});
