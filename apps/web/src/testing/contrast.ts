/**
 * WCAG 2 contrast ratio of a CSS colour (hex or rgb/rgba, its alpha laid over `background`) on an opaque
 * background: what axe measures, so token tests can hold a theme to 4.5:1 before a browser sees it.
 */
const channels = (color: string): [number, number, number, number] => {
  if (color.startsWith('#')) {
    const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1, 7);
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  }
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};

const luminance = ([r, g, b]: readonly number[]) => {
  const linear = (v = 0) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** `color` (perhaps translucent) as it shows over the opaque `background`, as an opaque rgb(). */
export const laidOver = (color: string, background: string): string => {
  const bg = channels(background);
  const [r, g, b, a] = channels(color);
  const laid = [r, g, b].map((v, i) => Math.round(v * a + (bg[i] ?? 0) * (1 - a)));
  return `rgb(${laid.join(', ')})`;
};

export const contrastRatio = (foreground: string, background: string): number => {
  const bg = channels(background);
  const laid = channels(laidOver(foreground, background));
  const [light, dark] = [luminance(laid), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
