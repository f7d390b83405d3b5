import type { TestApp } from './build-test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** Calls as a demo user (AE CAR unless told), or with ready-made headers (a token with other claims). */
export const keyCaller =
  (t: TestApp) =>
  async (
    method: Method,
    url: string,
    payload?: unknown,
    who: string | Record<string, string> = 'key.manager',
    country: 'AE' | 'IN' | 'KSA' = 'AE',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: typeof who === 'string' ? await t.as(who, country, 'CAR') : who,
    });

export const fieldsOf = (body: { validation?: { field: string }[] }) => (body.validation ?? []).map((v) => v.field);
