import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AREAS } from '@b2c/domain';

/**
 * The words an area goes by in names: each of the domain's AREAS in PascalCase (`yard-audit` →
 * `YardAudit`), and the other names issue 27 found in use for one (movement is also logistic, pickup and
 * stock-in; users is also ums and user management).
 */
export const AREA_WORDS: readonly string[] = [
  ...AREAS.map((area) => area.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())),
  'Logistic',
  'Pickup',
  'StockIn',
  'Ums',
  'UserManagement',
];

/** A type or component name (PascalCase) that opens with an area's word: `MovementPanelProps`, `BulkPickupCar`. */
export const areaWordOf = (name: string): string | undefined =>
  /^[A-Z][a-z0-9]/.test(name) ? AREA_WORDS.find((word) => new RegExp(`^${word}(?=$|[A-Z0-9_])`).test(name)) : undefined;

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a source file exports: declarations marked `export` and `export { … }` lists. */
export const exportedNames = (fileName: string, source: string): string[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
      } else if (
        (ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isFunctionDeclaration(statement)) &&
        statement.name
      ) {
        names.push(statement.name.text);
      }
    }
  }
  return names;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every exported type or component under `root` (tests aside) named after an area, as `file name`. */
export const areaNamedExports = (root: string): string[] =>
  sourceFiles(root).flatMap((path) =>
    exportedNames(path, readFileSync(path, 'utf8'))
      .filter((name) => areaWordOf(name) !== undefined)
      .map((name) => `${relative(root, path)} ${name}`),
  );
