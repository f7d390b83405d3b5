import { config as zodConfig } from 'zod/v4/core';

const PLACEHOLDER = '__CSP_NONCE__';

/**
 * The per-request nonce the server writes into index.html. The CSP allows runtime styles (antd's
 * CSS-in-JS) only with it, never 'unsafe-inline'. Absent in tests and the dev server, where no CSP applies.
 */
export const cspNonce = (): string | undefined => {
  const value = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value && value !== PLACEHOLDER ? value : undefined;
};

/**
 * Makes the panel's own code work under the strict CSP:
 * - every <style> element our scripts create carries the nonce (some antd helpers, e.g. the table's
 *   scrollbar measurement, create style elements without taking antd's `csp` option). Styles injected
 *   through markup (an XSS) do not pass through createElement and stay blocked;
 * - zod validates without generating code, so the CSP never has to allow eval.
 */
export function applyContentSecurityPolicy(): void {
  zodConfig({ jitless: true });
  const nonce = cspNonce();
  if (!nonce) return;
  const createElement = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  }) as typeof document.createElement;
}
