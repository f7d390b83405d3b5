import { theme, type ThemeConfig } from 'antd';
import type { MapToken } from 'antd/es/theme/interface';
import { BREAKPOINTS } from '@b2c/domain';
import type { ColorScheme } from '../shared/ui/color-scheme.ts';

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

// People who ask their system for less motion get none (antd's waves and transitions).
const motion = !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** antd's preset tag colours (`<Tag color="purple">`): their words are the palette's 7th step. */
const TAG_PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A preset tag writes step 7 on step 1; in the light palette cyan, green, orange, yellow, lime and gold
 * are 2–3.4:1 that way, in the dark one purple and geekblue are 3.4–4.2:1. Its words take a further step
 * instead — 9 (darker) in the light palette, 8 (lighter) in the dark one — at 4.5:1 and above for every
 * preset (app-theme.test.tsx measures each).
 */
const readableTagText = (algorithm: typeof theme.defaultAlgorithm, step: 8 | 9) => {
  const palette = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
  return Object.fromEntries(TAG_PRESETS.map((c) => [`${c}7`, palette[`${c}${step}`]]));
};

/** What both schemes share: SPEC breakpoints, motion, corners. */
const commonTokens = { ...breakpointTokens(), motion, borderRadius: 6 };

export const lightTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    ...commonTokens,
    // antd's default blue (#1677ff) is 4.0:1 on white; blue-7 keeps links and primary text above 4.5:1.
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hover and pressed shades stay dark too: a hovered button's blue text must still read at 4.5:1.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // Default error red (#ff4d4f) is 3.3:1 on white; red-7 is 5.9:1, so field errors pass WCAG AA too.
    colorError: '#cf1322',
    // Default 45% black is 2.9:1 on white; 65% (#595959) is 7:1, so inactive text passes WCAG AA.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's green and gold text (Typography success/warning) are 2.3:1 and 1.9:1 on white; green-8 and
    // orange-8 read at 5:1 and above.
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
  components: { Tag: readableTagText(theme.defaultAlgorithm, 9) },
};

/**
 * antd's dark algorithm with the contrast fixes it needs (issue 29). On #141414 no one blue (or red) can
 * carry white text at 4.5:1 and also read at 4.5:1 as text, so fills and text part: buttons keep the
 * algorithm's #1668dc fill (white 5.2:1) while links and primary text are lighter (#4096ff, 6.2:1); the
 * error red is light enough to read (field errors, 5.6:1) and a danger button's label is black on it.
 * Link and error colours are seeds the algorithm would darken again, so a last step pins them.
 */
const DARK_PINNED = {
  colorLink: '#4096ff',
  colorLinkHover: '#69b1ff',
  colorLinkActive: '#4096ff',
  colorError: '#ff4d4f',
  colorErrorHover: '#ff7875',
  colorErrorActive: '#e84749',
} as const;

export const darkTheme: ThemeConfig = {
  algorithm: [theme.darkAlgorithm, (_seed, map) => ({ ...(map as MapToken), ...DARK_PINNED })],
  token: {
    ...commonTokens,
    colorPrimaryText: '#4096ff',
    colorPrimaryTextHover: '#69b1ff',
    colorPrimaryTextActive: '#4096ff',
    colorErrorText: '#ff7875',
    colorErrorTextHover: '#ffa39e',
    colorErrorTextActive: '#ff7875',
    // The algorithm's 45% white is 4.5:1 on #141414 but 4.4:1 on dialogs (#1f1f1f); 55% is 5.9:1 there.
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
  components: {
    Tag: readableTagText(theme.darkAlgorithm, 8),
    // Initials are white on the placeholder grey; the dark scheme's 50% white would be 3.5:1, #595959 is 7:1.
    Avatar: { colorTextPlaceholder: '#595959' },
    // The sidebar is antd's navy in the light scheme; in the dark one it is the dark surface, not a blue
    // band beside black (its 65% white items read at 8:1 there).
    Layout: { siderBg: '#141414' },
    // The phone's drawer menu (light menu theme) writes its chosen item in blue on a blue tint (#15325b):
    // #69b1ff reads at 5.7:1 there.
    Menu: {
      darkItemBg: '#141414',
      darkSubMenuItemBg: '#000',
      darkPopupBg: '#1f1f1f',
      itemSelectedColor: '#69b1ff',
      horizontalItemSelectedColor: '#69b1ff',
    },
    // The selected and hovered tab's words are primary text, not a fill.
    Tabs: { itemSelectedColor: '#4096ff', itemActiveColor: '#4096ff', itemHoverColor: '#69b1ff' },
    Button: {
      dangerColor: '#000',
      // A hovered primary button darkens (white 7:1) as in the light scheme; a hovered default button's
      // text and border lighten instead, since they sit on the dark page.
      colorPrimaryHover: '#1554ad',
      defaultHoverColor: '#69b1ff',
      defaultHoverBorderColor: '#69b1ff',
    },
  },
};

export const themeFor = (scheme: ColorScheme): ThemeConfig => (scheme === 'dark' ? darkTheme : lightTheme);
