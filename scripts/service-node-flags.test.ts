import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** service-node-flags.mjs is plain ESM: evaluate it in a child Node, as the launchers do. */
function fromModule(expression: string): unknown {
  const script = `import * as m from ${JSON.stringify(path.join(__dirname, 'service-node-flags.mjs'))}; process.stdout.write(JSON.stringify(${expression}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const flags = fromModule('m.SERVICE_NODE_FLAGS') as string[];
/** Every JSON-array `command`/`CMD` in a file that starts `node` on a service's main.js. */
const nodeCommands = (text: string) =>
  [...text.matchAll(/^\s*(?:command:|CMD)\s*(\[.*\])\s*$/gm)]
    .map((m) => JSON.parse(m[1]!) as string[])
    .filter((argv) => argv[0] === 'node')
    .map((argv) => ({ service: /services\/(\w+)\/dist\/main\.js$/.exec(argv.at(-1)!)?.[1], argv }));

describe('the V8 flags of the service processes', () => {
  it('lists flags that this Node accepts', () => {
    expect(flags).toContain('--no-memory-reducer');
    const v8Options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    for (const flag of flags) expect(v8Options).toContain(`--${flag.replace(/^--(no-)?/, '')} `);
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('ok');
  });

  it('starts every HTTP service with them in docker-compose.yml and the worker without them', () => {
    const commands = nodeCommands(read('docker-compose.yml'));
    expect(commands.map((c) => c.service).sort()).toEqual(['contest', 'market', 'nft', 'worker']);
    for (const { service, argv } of commands) {
      expect(argv).toEqual(['node', ...(service === 'worker' ? [] : flags), `services/${service}/dist/main.js`]);
    }
  });

  it("starts the image's all-in-one server with them", () => {
    expect(nodeCommands(read('Dockerfile')).map((c) => c.argv)).toEqual([
      ['node', ...flags, 'services/server/dist/main.js'],
    ]);
  });

  it('starts `npm start` (which runs the all-in-one server in its own process) with them', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(['node', ...flags, 'scripts/start.mjs'].join(' '));
  });

  it('gives them to the local stack for a service and not for a worker', () => {
    expect(fromModule('m.nodeArgsFor("nft", "/x/main.js")')).toEqual([...flags, '/x/main.js']);
    expect(fromModule('m.nodeArgsFor("worker", "/w/main.js")')).toEqual(['/w/main.js']);
    expect(read('scripts/stack/stack.mjs')).toMatch(/args: nodeArgsFor\(kind, script\)/);
  });
});
