// What a source file imports and which strings it holds, read with TypeScript's own parser,
// for the unit tests of how src/, scripts/ and tests/ depend on one another
// (import-cycles.test.ts, folder-boundaries.test.ts).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Modules of TypeScript and JavaScript; declaration files (`.d.ts`, `.d.mts`) describe others. */
const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
const DECLARATION = /\.d\.[mc]?ts$/;
/** What an import without an extension may name, in this order. */
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".cjs", ".js"];

/** Every source file under `folder` (an absolute path), `node_modules` left out. */
export function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !DECLARATION.test(entry.name) ? [file] : [];
  });
}

/**
 * The files a file imports by a relative path (absolute paths), type-only and dynamic imports
 * and `require` included: a path with its extension as it is, one without it as TypeScript
 * and Node resolve it. Packages are left out.
 */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .flatMap((base) => {
      if (fs.existsSync(base) && fs.statSync(base).isFile()) return [base];
      const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) =>
        fs.existsSync(candidate),
      );
      return found ? [found] : [];
    });
}

/** The text of every string literal and template part in a file; comments are not read. */
export function stringsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    /\.[mc]?jsx?$/.test(file) ? ts.ScriptKind.JS : undefined,
  );
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return strings;
}
