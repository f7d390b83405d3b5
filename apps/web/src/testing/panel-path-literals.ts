import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { panelFirstSegments } from '../shared/routing/paths.ts';

/** A string or template literal in source code that spells a panel path. */
export interface PathLiteral {
  file: string;
  line: number;
  text: string;
}

/**
 * '/inventory', '/logistic/…', `/configs/c2b-slots?…`: a literal opening with one of the panel's first
 * segments. `/api/…` and asset URLs do not start with one, comments are not literals.
 */
const panelPathPattern = (segments: readonly string[]) =>
  new RegExp(`^/(${segments.map((s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})(?=$|[/?#])`);

/** The panel path literals of one source text, found in its syntax tree (comments are not read). */
export const pathLiteralsIn = (file: string, source: string, segments = panelFirstSegments()): PathLiteral[] => {
  const pattern = panelPathPattern(segments);
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node): void => {
    // A literal's text, or a template's text before its first `${`.
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
        ? node.text
        : undefined;
    if (text !== undefined && pattern.test(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push({ file, line: line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
};

/** Where panel paths may be spelled out: paths.ts itself, tests and the test kit. */
export const mayHoldPathLiterals = (file: string): boolean =>
  file === 'shared/routing/paths.ts' || /\.test\.tsx?$/.test(file) || file.startsWith('testing/');

/** Every source file under `root` (apps/web/src), relative and with forward slashes. */
export const sourceFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => relative(root, join(root, f)).split('\\').join('/'))
    .sort();

/** The panel path literals spelt outside paths.ts and the tests. */
export const strayPathLiterals = (root: string): PathLiteral[] =>
  sourceFiles(root)
    .filter((f) => !mayHoldPathLiterals(f))
    .flatMap((f) => pathLiteralsIn(f, readFileSync(join(root, f), 'utf8')));
