import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { IDP_ASSETS, loginPage } from './login-page.ts';

/** Runs theme.js as the browser would, over a stored pick; returns what it marked on <html>. */
const markedScheme = (stored: string | null, storage = true) => {
  const marks: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('storage disabled');
      return key === 'theme' ? stored : null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) } };
  runInNewContext(IDP_ASSETS['theme.js']!.body, { localStorage, document });
  return marks['data-theme'];
};

describe('the sign-in page follows the panel’s light or dark pick (issue 29)', () => {
  it('loads theme.js before its stylesheet, so the pick is known before the first paint', () => {
    const html = loginPage({ uid: 'abc' });
    const script = html.indexOf('<script src="/interaction/assets/theme.js"></script>');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('/interaction/assets/idp.css'));
  });

  it("marks <html> with the panel's stored pick, and nothing without one (the system decides)", () => {
    expect(markedScheme('dark')).toBe('dark');
    expect(markedScheme('light')).toBe('light');
    expect(markedScheme(null)).toBeUndefined();
    expect(markedScheme('purple')).toBeUndefined();
    expect(markedScheme('dark', false)).toBeUndefined();
  });

  it('paints dark for a dark pick whatever the system, and light for a light pick on a dark system', () => {
    const css = IDP_ASSETS['idp.css']!.body;
    expect(css).toMatch(/:root\[data-theme=dark\]\{color-scheme:dark;--page:#000;/);
    expect(css).toMatch(/@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{color-scheme:dark;/);
  });
});
