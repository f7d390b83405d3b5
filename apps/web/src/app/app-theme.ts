import type { ThemeConfig } from 'antd';
import { BREAKPOINTS } from '@b2c/domain';

/**
 * SPEC §2 breakpoints as antd screen tokens. antd validates the whole ladder
 * (screenXMin <= screenX <= screenXMax <= next screenMin) and throws on a partial override, so every
 * token is set. SPEC's xs (576) is where xs ends and sm begins; xs keeps antd's nominal 480 minimum.
 */
export const breakpointTokens = (bp: typeof BREAKPOINTS = BREAKPOINTS) => {
  const XXXL = 1920;
  return {
    screenXS: 480,
    screenXSMin: 480,
    screenXSMax: bp.xs - 1,
    screenSM: bp.xs,
    screenSMMin: bp.xs,
    screenSMMax: bp.md - 1,
    screenMD: bp.md,
    screenMDMin: bp.md,
    screenMDMax: bp.lg - 1,
    screenLG: bp.lg,
    screenLGMin: bp.lg,
    screenLGMax: bp.xl - 1,
    screenXL: bp.xl,
    screenXLMin: bp.xl,
    screenXLMax: bp.xxl - 1,
    screenXXL: bp.xxl,
    screenXXLMin: bp.xxl,
    screenXXLMax: XXXL - 1,
    screenXXXL: XXXL,
    screenXXXLMin: XXXL,
  };
};

export const appTheme: ThemeConfig = {
  token: {
    ...breakpointTokens(),
    // antd's default blue (#1677ff) is 4.0:1 on white; blue-7 keeps links and primary text above 4.5:1.
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hover and pressed shades stay dark too: a hovered button's blue text must still read at 4.5:1.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // People who ask their system for less motion get none (antd's waves and transitions).
    motion: !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches),
    // Default error red (#ff4d4f) is 3.3:1 on white; red-7 is 5.9:1, so field errors pass WCAG AA too.
    colorError: '#cf1322',
    // Default 45% black is 2.9:1 on white; 65% (#595959) is 7:1, so inactive text passes WCAG AA.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
  },
};
