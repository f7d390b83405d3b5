import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      oidc: {
        embedded: true,
        issuer: 'http://localhost:8080/oidc',
        audience: 'http://localhost:8080/api',
        clientId: 'b2c-admin-panel',
      },
      s3: undefined,
    });
  });

  it('uses the corporate IdP and a real database when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/b2c',
      OIDC_ISSUER: 'https://example.okta.com/oauth2/default',
      OIDC_AUDIENCE: 'api://b2c',
      PUBLIC_URL: 'https://panel.example.com/',
    });
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/b2c');
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://example.okta.com/oauth2/default',
      audience: 'api://b2c',
    });
    expect(config.publicUrl).toBe('https://panel.example.com');
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
