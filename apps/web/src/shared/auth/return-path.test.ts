import { describe, expect, it } from 'vitest';
import { landingWithReturn, returnPathFromState, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/inventory?page=2#top')).toBe('/inventory?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'inventory',
    '',
    '/%0a//x\n',
    null,
    42,
  ])('refuses %s', (value) => expect(safeReturnPath(value)).toBeNull());

  it('never returns to the sign-in callback', () => {
    expect(safeReturnPath('/implicit/callback?code=x')).toBeNull();
  });

  it('reads returnTo from the OIDC state and builds the landing URL', () => {
    expect(returnPathFromState({ returnTo: '/driver' })).toBe('/driver');
    expect(returnPathFromState({ returnTo: '//evil.com' })).toBeNull();
    expect(returnPathFromState(undefined)).toBeNull();
    expect(landingWithReturn('/inventory?page=2')).toBe('/?returnTo=%2Finventory%3Fpage%3D2');
    expect(landingWithReturn('/')).toBe('/');
  });
});
