import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/**
 * What a consumer of the API document does (issue 27): generate types with openapi-typescript, write a
 * program against them with openapi-fetch, and compile it. Here in a throw-away folder; `typeErrors`
 * are the compiler's complaints, `load` runs the program (its only import is a type, so it needs none).
 */
export interface TypedClientWorkspace {
  /** The compiler's errors for a program that imports `paths` from './api' and openapi-fetch's types. */
  typeErrors(program: string): string[];
  /** The program compiled to JavaScript and imported. */
  load<M>(program: string): Promise<M>;
  remove(): void;
}

const require = createRequire(import.meta.url);
/** openapi-fetch's types, found from this package (the workspace lives outside the repository). */
const openapiFetchTypes = join(dirname(require.resolve('openapi-fetch/package.json')), 'dist/index.d.mts');

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  // The generated types are long; checking the program's use of them is what matters.
  skipLibCheck: true,
  paths: { 'openapi-fetch': [openapiFetchTypes] },
};

export async function typedClientWorkspace(document: object): Promise<TypedClientWorkspace> {
  const folder = mkdtempSync(join(tmpdir(), 'b2c-openapi-client-'));
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true }));
  writeFileSync(join(folder, 'api.d.ts'), types);
  let programs = 0;
  const write = (source: string, extension: string) => {
    programs += 1;
    const file = join(folder, `program-${programs}.${extension}`);
    writeFileSync(file, source);
    return file;
  };
  return {
    typeErrors(source) {
      const file = write(source, 'ts');
      const program = ts.createProgram([file], { ...compilerOptions, baseUrl: folder });
      return ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file ? `line ${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
    },
    async load(source) {
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      });
      return (await import(write(outputText, 'mjs'))) as never;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
