import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { StackFrame } from '@b2c/contracts';
import type { StoredFrame } from './errors-tables.ts';

/**
 * Maps the panel's built frames (/assets/index-abc.js:1:2345) back to their sources through the maps the
 * build keeps outside the served folder. Read only when an operator opens a group, and kept per file.
 */
export function sourceMapResolver(folder: string) {
  const consumers = new Map<string, Promise<SourceMapConsumer | undefined>>();
  const consumerOf = (file: string): Promise<SourceMapConsumer | undefined> => {
    // Only a built asset's own name: a frame's file can never lead the read outside the folder.
    const name = basename(file);
    if (!/^[\w.-]+\.m?js$/.test(name)) return Promise.resolve(undefined);
    let consumer = consumers.get(name);
    if (!consumer) {
      consumer = readFile(join(folder, 'assets', `${name}.map`), 'utf8').then(
        (text) => new SourceMapConsumer(JSON.parse(text) as RawSourceMap),
        () => undefined,
      );
      consumers.set(name, consumer);
    }
    return consumer;
  };

  return async (frames: StoredFrame[]): Promise<StackFrame[]> =>
    Promise.all(
      frames.map(async (frame): Promise<StackFrame> => {
        const unresolved = { ...frame, resolved: false };
        if (frame.line === null || !frame.file.startsWith('/assets/')) return unresolved;
        const consumer = await consumerOf(frame.file);
        const original = consumer?.originalPositionFor({
          line: frame.line,
          column: Math.max(0, (frame.column ?? 1) - 1),
        });
        if (!original?.source) return unresolved;
        return {
          function: original.name ?? frame.function,
          // Sources are relative to the map ("../../src/x.tsx"): the path from src/ is what a developer opens.
          file: original.source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/?(src\/)/, 'apps/web/$1'),
          line: original.line,
          column: original.column === null ? null : original.column + 1,
          resolved: true,
        };
      }),
    );
}
export type SourceMapResolver = ReturnType<typeof sourceMapResolver>;
