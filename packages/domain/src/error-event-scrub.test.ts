import { describe, expect, it } from 'vitest';
import { scrubErrorEvent, scrubText } from './error-event-scrub.ts';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXBhcnQ';

describe('error event scrubbing (issue 25)', () => {
  it('keeps the exception, stack, release, user id, vertical and trace id', () => {
    const event = scrubErrorEvent({
      event_id: 'e1',
      release: 'b2c@1',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'x is undefined',
            stacktrace: {
              frames: [{ filename: 'http://h/assets/a.js?v=1', function: 'f', lineno: 1, colno: 2, vars: { a: 1 } }],
            },
          },
        ],
      },
      user: { id: 'admin', email: 'a@b.c', ip_address: '1.2.3.4' },
      tags: { vertical: 'IN CAR', trace_id: 'abc', password: 'x' },
      contexts: { trace: { trace_id: 'abc', span_id: 'def' }, device: { name: 'x' } },
    });
    expect(event).toEqual({
      event_id: 'e1',
      release: 'b2c@1',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'x is undefined',
            stacktrace: {
              frames: [{ filename: 'http://h/assets/a.js', abs_path: undefined, function: 'f', lineno: 1, colno: 2 }],
            },
          },
        ],
      },
      user: { id: 'admin' },
      tags: { vertical: 'IN CAR', trace_id: 'abc' },
      contexts: { trace: { trace_id: 'abc', span_id: 'def' } },
    });
  });

  it('never lets a token, cookie, password or request body through', () => {
    const event = scrubErrorEvent({
      message: `failed with Authorization: Bearer ${jwt}`,
      request: { data: '{"password":"admin123"}', cookies: { sid: 's' }, headers: { authorization: 'Bearer x' } },
      breadcrumbs: [{ message: 'password=admin123' }],
      extra: { token: jwt },
      exception: { values: [{ type: 'Error', value: `password=admin123 cookie: sid=abc token "${jwt}"` }] },
    });
    const text = JSON.stringify(event);
    for (const secret of ['admin123', jwt, 'sid=abc', 'cookies', 'breadcrumbs', 'request']) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts secrets in free text', () => {
    expect(scrubText(`Bearer ${jwt}`)).toBe('Bearer [redacted]');
    expect(scrubText(`id ${jwt} end`)).toBe('id [redacted token] end');
    expect(scrubText('api_key=abc&x=1')).toBe('api_key=[redacted]&x=1');
  });
});
