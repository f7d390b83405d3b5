import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A duplicate (a name, code or username another record holds) is a conflict: 409 naming the field,
 * never a 400 — the unique index answers 409, so a pre-check answering 400 made a race give both
 * (finding 11 of issue 24). This finds the next pre-check that answers "already exists" with a 400.
 */
const modules = fileURLToPath(new URL('../modules/', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

// A 400 whose message says the value is already someone else's (the call may span a line break).
const DUPLICATE_AS_BAD_REQUEST = /badRequest\(\s*[`'"][^`'"]*(already (exists|taken)|is taken|duplicate)/gi;

describe('duplicates answer 409', () => {
  it('no module answers a duplicate with badRequest (use duplicate(message, field) from http-errors)', () => {
    const found = sourceFiles(modules).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DUPLICATE_AS_BAD_REQUEST)].map(
        (m) => `${relative(modules, file)}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the pattern catches the form the finding had', () => {
    const sample = "throw badRequest(`Group ${input.name} already exists.`, 'body.name');";
    expect(sample.match(DUPLICATE_AS_BAD_REQUEST)).toHaveLength(1);
  });
});
