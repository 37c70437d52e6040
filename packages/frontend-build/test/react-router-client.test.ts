import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * react-router-client.mjs is what the share scope's "react-router" holds: a remote that imports a
 * name it does not list gets undefined at runtime. These tests hold the list to the library and to
 * the apps' imports.
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const facadeFile = path.join(__dirname, '..', 'src', 'react-router-client.mjs');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function facadeExports(): { names: string[]; from: string[] } {
  const source = ts.createSourceFile(
    facadeFile,
    fs.readFileSync(facadeFile, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const names: string[] = [];
  const from: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause))
      continue;
    from.push((statement.moduleSpecifier as ts.StringLiteral).text);
    names.push(...statement.exportClause.elements.map((element) => element.name.text));
  }
  return { names, from };
}

const isTestFile = (file: string) => /\.test\.tsx?$|[\\/](test|testing|__tests__)[\\/]/.test(file);
/** The shell's server render (src/server): only in its server build, which shares the whole react-router. */
const isServerOnly = (file: string) => /[\\/]shell[\\/]src[\\/]server[\\/]/.test(file);

function appSourceFiles(): string[] {
  const roots = [
    'shell',
    'mfe-explorer',
    'mfe-contest',
    'mfe-admin',
    ...fs.readdirSync(path.join(repoRoot, 'packages')).map((dir) => path.join('packages', dir)),
  ];
  return roots.flatMap((dir) => {
    const src = path.join(repoRoot, dir, 'src');
    if (!fs.existsSync(src)) return [];
    return fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(src, file))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTestFile(file) && !isServerOnly(file));
  });
}

/** The runtime names a file takes from "react-router"; '*' for a namespace import, whose names cannot be told. */
function reactRouterImports(file: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text === 'react-router') {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause && !clause.isTypeOnly) {
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
          if (bindings && ts.isNamedImports(bindings)) {
            names.push(
              ...bindings.elements
                .filter((element) => !element.isTypeOnly)
                .map((element) => (element.propertyName ?? element.name).text),
            );
          }
        }
      } else if (!node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || !ts.isNamedExports(clause)) names.push('*');
        else
          names.push(
            ...clause.elements
              .filter((element) => !element.isTypeOnly)
              .map((element) => (element.propertyName ?? element.name).text),
          );
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!) &&
      node.arguments[0].text === 'react-router'
    ) {
      names.push('*');
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return names;
}

describe('the react-router subset the shell provides to the remotes', () => {
  it('re-exports only names react-router has, from the whole library under its alias', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the library's runtime exports, as the browser build sees them
    const library = Object.keys(require('react-router') as object);
    const { names, from } = facadeExports();

    expect(from).toEqual(['react-router-complete']);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !library.includes(name))).toEqual([]);
  });

  it('names every runtime import from react-router in the apps and the packages they share', () => {
    const { names } = facadeExports();
    const files = appSourceFiles();
    const missing = files.flatMap((file) =>
      reactRouterImports(file)
        .filter((name) => !names.includes(name))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );

    expect(files.filter((file) => reactRouterImports(file).length > 0).length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('leaves out the server side of react-router', () => {
    const { names } = facadeExports();

    for (const serverName of [
      'createStaticHandler',
      'createCookieSessionStorage',
      'ServerRouter',
      'createRequestHandler',
    ]) {
      expect(names).not.toContain(serverName);
    }
  });
});
