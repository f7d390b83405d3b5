import { describe, expect, it, vi } from 'vitest';
import { createTransport } from '@sentry/react';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error.ts';
import { configureErrorReporting, reportError } from './error-reporter.ts';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXBhcnQ';

/** The events the SDK would send: Sentry's transport extension point, collecting instead of posting. */
const sent: Record<string, unknown>[] = [];
configureErrorReporting(
  { dsn: 'http://embedded@localhost:8080/1', release: 'b2c-admin-panel@test', tracesSampleRate: 0.1 },
  async () => ({ userId: 'ops.in', vertical: 'IN CAR' }),
  {
    transport: (options) =>
      createTransport(options, async (request) => {
        const lines = String(request.body).split('\n');
        for (let i = 1; i < lines.length; i += 2) {
          if ((JSON.parse(lines[i]!) as { type?: string }).type === 'event') sent.push(JSON.parse(lines[i + 1]!));
        }
        return { statusCode: 200 };
      }),
  },
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the panel error reporter (issue 25)', () => {
  it('reports a failed request once, with its trace id, the user, the vertical and the release', async () => {
    const failure = new ApiError(500, 'Something went wrong', undefined, { traceId: TRACE });
    reportError(failure, { source: 'request', traceId: TRACE });
    reportError(failure, { source: 'request', traceId: TRACE });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      release: 'b2c-admin-panel@test',
      user: { id: 'ops.in' },
      tags: { trace_id: TRACE, vertical: 'IN CAR', source: 'request' },
      contexts: { trace: { trace_id: TRACE } },
    });
    sent.length = 0;
  });

  it('ignores network errors, 400, 401 and 404 and chunk load errors (SPEC §8)', async () => {
    reportError(new ApiError(NETWORK_ERROR_STATUS, 'Network error'), { source: 'request' });
    for (const status of [400, 401, 404]) reportError(new ApiError(status, 'no'), { source: 'request' });
    reportError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), { source: 'global' });
    reportError(new Error('a real bug'), { source: 'render' });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await settle();
    expect(sent.map((e) => (e.exception as { values: { value: string }[] }).values[0]?.value)).toEqual(['a real bug']);
    sent.length = 0;
  });

  it('never sends a token or password, even inside a message', async () => {
    reportError(new Error(`refresh failed: Bearer ${jwt} password=admin123`), { source: 'global' });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    const text = JSON.stringify(sent);
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('admin123');
    expect(text).toContain('Bearer [redacted]');
    sent.length = 0;
  });
});
