import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { ENDPOINT_CATALOGUE } from '@b2c/contracts/endpoint-catalogue';
import { buildTestApp, fakePanelBuild, type TestApp } from '../../test/build-test-app.ts';

/**
 * The API document (issue 27) as generators and linters read it: every operation named, described and
 * tagged from its contract, its errors, vertical headers, uploads and files declared; Spectral's
 * `spectral:oas` ruleset finds no error in it.
 */
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { $ref?: string; in?: string; name?: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Document {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

let t: TestApp;
let doc: Document;
// With a built panel, so that its pages' catch-all is among the routes.
const panel = fakePanelBuild();
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: panel.dir });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t?.close();
  panel.remove();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (path: string, method: string) => doc.paths[path]?.[method] as Operation;

describe('the API document', () => {
  it('names, describes and tags every operation; contract endpoints by their catalogue name and area', () => {
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const tag of doc.tags) expect(tag.description.length, tag.name).toBeGreaterThan(10);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      const label = `${method} ${path}`;
      expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, label).toBeTruthy();
      expect(operation.description, label).toBeTruthy();
      expect(operation.tags?.length, label).toBe(1);
      expect(declared.has(operation.tags![0]!), label).toBe(true);
    }
    for (const entry of ENDPOINT_CATALOGUE) {
      const path = entry.endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}');
      expect(operation(path, entry.endpoint.method.toLowerCase()), entry.source).toMatchObject({
        operationId: entry.name,
        tags: [entry.area],
      });
    }
    expect(operation('/api/v2/store-location', 'post').summary).toBe('Store locations — create');
  });

  it('leaves out the sign-in pages, the panel pages and the docs, and names the storage wildcard', () => {
    expect(t.routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/*', '/interaction/:uid']));
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => /^\/(interaction|oidc)\/|^\/api\/docs|\*/.test(p))).toEqual([]);
    expect(operation('/api/storage/download/{key}', 'get')).toMatchObject({
      operationId: 'storageDownload',
      security: [],
    });
    expect(operation('/api/storage/upload/{key}', 'put').parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'key' }),
    );
  });

  it('documents the error envelope once and the error answers of each operation by reference', () => {
    expect(Object.keys(doc.components.schemas.Error?.properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'error', 'message', 'validation', 'traceId']),
    );
    const create = operation('/api/v1/big-dealer', 'post');
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(create.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '403', '404', '409', '413', '415', '500', '503']),
    );
    expect(Object.keys(operation('/api/v2/store-location', 'get').responses)).not.toContain('409');
    expect(operation('/api/1/envelope/', 'post').responses['429']).toBeDefined();
  });

  it('asks for the vertical headers on every signed-in operation and on no other', () => {
    const headers = [{ $ref: '#/components/parameters/Country' }, { $ref: '#/components/parameters/VehicleType' }];
    for (const { path, method, operation } of operations()) {
      const asks = headers.every((h) => operation.parameters?.some((p) => p.$ref === h.$ref));
      expect(asks, `${method} ${path}`).toBe(operation.security === undefined);
    }
  });

  it('describes uploads as multipart forms with a binary file, and downloads as CSV or XLSX', () => {
    const form = operation('/api/bulk-upload/v2/upload', 'post').requestBody?.content['multipart/form-data'];
    expect(form?.schema.properties?.file).toMatchObject({ format: 'binary' });
    expect(form?.schema.properties?.type).toBeDefined();
    const roster = operation('/api/v1/roster/upload', 'post').requestBody?.content['multipart/form-data'];
    expect(Object.keys(roster?.schema.properties ?? {})).toEqual(['weekStart', 'applyGoodRows', 'file']);
    const download = operation('/api/bulk-upload/v2/{id}/download', 'get').responses['200']?.content ?? {};
    expect(Object.keys(download)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(
      Object.keys(operation('/api/inventory/export/open-movement', 'get').responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
  });
});

/** Warnings the document keeps on purpose, each with its reason. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'path-keys-no-trailing-slash /api/1/envelope/':
    "Sentry's envelope protocol fixes the receiver's path, slash included",
};

/** Spectral's findings on a document, as `severity code path: message` lines (0 error, 1 warning). */
async function lint(document: unknown) {
  const { Spectral, Document: SpectralDocument } = spectralCore;
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(
    new SpectralDocument(JSON.stringify(document), spectralParsers.Json, 'openapi.json'),
  );
  return results.map((r) => ({
    severity: r.severity,
    key: `${r.code} ${String(r.path[1])}`,
    line: `${r.code} ${r.path.join(' ')}: ${r.message}`,
  }));
}

describe("Spectral's spectral:oas ruleset", () => {
  it('finds no error, and no warning but the accepted ones', async () => {
    const results = await lint(doc);
    const errors = results.filter((r) => r.severity === 0).map((r) => r.line);
    const warnings = results.filter((r) => r.severity === 1);
    console.info(`spectral:oas: ${errors.length} errors, ${warnings.length} warnings`);
    expect(errors).toEqual([]);
    expect(warnings.filter((r) => !ACCEPTED_WARNINGS[r.key]).map((r) => r.line)).toEqual([]);
  }, 60_000);

  it('notices an unnamed wildcard and a default outside its enum', async () => {
    const broken = structuredClone(doc);
    broken.paths['/api/storage/download/{*}'] = broken.paths['/api/storage/download/{key}']!;
    delete broken.paths['/api/storage/download/{key}'];
    const body = operation('/api/v1/big-dealer', 'post').requestBody!.content['application/json']!.schema;
    broken.paths['/api/v1/big-dealer']!.post!.requestBody!.content['application/json']!.schema = {
      ...body,
      properties: { ...body.properties, networkType: { type: 'string', enum: ['GS'], default: null } as never },
    };
    const errors = (await lint(broken)).filter((r) => r.severity === 0).map((r) => r.key);
    expect(errors).toEqual(expect.arrayContaining(['path-params /api/storage/download/{*}']));
    expect(errors.some((key) => key.startsWith('oas3-valid-schema-example /api/v1/big-dealer'))).toBe(true);
  }, 60_000);
});
