import { describe, expect, it, vi } from 'vitest';
import { importWithReload, isChunkLoadError, reloadOnceForStaleChunk } from './stale-chunk.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js');

describe('stale chunk recovery', () => {
  it('recognises the browsers\u2019 chunk-load errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads only once per tab session', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(reload)).toBe(true);
    expect(reloadOnceForStaleChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('rethrows a second failure within a minute instead of reloading again, even after an empty success', async () => {
    sessionStorage.setItem('chunkReloaded', String(Date.now()));
    await expect(importWithReload(async () => 'ok')).resolves.toBe('ok');
    // A "successful" empty module must not re-arm the reload: that looped forever in a browser test.
    await expect(importWithReload(() => Promise.reject(chunkError()))).rejects.toThrow(/dynamically imported/);
    await expect(importWithReload(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });

  it('allows a reload again a minute after the last one', () => {
    sessionStorage.setItem('chunkReloaded', String(Date.now() - 61_000));
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
