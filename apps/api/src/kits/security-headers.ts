import type { AppConfig } from '../config.ts';

/**
 * Sent on every answer (set as each request arrives: platform-request-checks.ts). No 'unsafe-inline': every
 * script and style is a file of ours.
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    // The panel's service worker (/sw.js, issue 28) and nothing else.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), geolocation=(), microphone=()',
};

/**
 * The headers for this deployment: with an https PUBLIC_URL, browsers are also told to use https only
 * (a year, subdomains too), so no later visit starts in clear text where it could be redirected.
 */
export function securityHeadersFor(config: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  if (new URL(config.publicUrl).protocol !== 'https:') return securityHeaders;
  return { ...securityHeaders, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
}
