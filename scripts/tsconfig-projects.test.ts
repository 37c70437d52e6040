import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '..');
/** The workspaces tsc compiles to dist/, which the services run and the Docker image ships. */
const COMPILED = [
  'packages/domain',
  'packages/contracts',
  'packages/verify',
  'services/core',
  'services/db',
  'services/nft',
  'services/contest',
  'services/market',
  'services/worker',
  'services/server',
];
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

/** The files a tsconfig compiles, relative to its workspace (its include and exclude applied). */
function filesOf(workspace: string, config: string): string[] {
  const file = path.join(root, workspace, config);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  return parsed.fileNames.map((f) => path.relative(path.join(root, workspace), f).split(path.sep).join('/')).sort();
}

function sourcesOf(workspace: string): string[] {
  const src = path.join(root, workspace, 'src');
  return (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .sort();
}

describe.each(COMPILED)('%s: tsc -b', (workspace) => {
  it('compiles no test and no test aid into dist/ (tsconfig.json)', () => {
    const production = filesOf(workspace, 'tsconfig.json');
    expect(production.length).toBeGreaterThan(0);
    expect(production.filter(isTestCode)).toEqual([]);
  });

  it('type-checks every test and test aid (tsconfig.test.json), and together they cover every source file', () => {
    const tests = filesOf(workspace, 'tsconfig.test.json');
    const sources = sourcesOf(workspace);
    expect(tests).toEqual(sources.filter(isTestCode));
    expect([...filesOf(workspace, 'tsconfig.json'), ...tests].sort()).toEqual(sources);
  });

  it('is built by the root tsconfig.json, both projects', () => {
    const references = (
      ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config as {
        references: Array<{ path: string }>;
      }
    ).references.map((r) => r.path);
    expect(references).toEqual(expect.arrayContaining([workspace, `${workspace}/tsconfig.test.json`]));
  });
});
