import { describe, expect, it } from 'vitest';
import { allEndpoints, sampleAnswer } from './contract-samples.ts';

// Files, not JSON: their answers are streams, so no sample is made for them.
const DOWNLOADS = [
  'GET /api/inventory/export',
  'GET /api/inventory/export/open-movement',
  'GET /api/bulk-upload/v2/template',
  'GET /api/bulk-upload/v2/:id/download',
  'GET /api/yard-audit/:id/export',
  // The slot tree is recursive and refined beyond what the sampler builds; its screen is covered by its own tests.
  'GET /api/slot/config/node',
  'PUT /api/slot/config/:id/node',
];

describe('contract samples', () => {
  it('makes an answer its contract accepts for every JSON endpoint', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(200);
    const missing = endpoints.filter((e) => !sampleAnswer(e)).map((e) => `${e.method} ${e.path}`);
    expect(missing.sort()).toEqual([...DOWNLOADS].sort());
  });
});
