import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeIfAvailable, tempDir } from '@nacho/core/testing';

const ROOT = path.resolve(__dirname, '../..');
const SHARED = path.join(ROOT, 'deploy', 'nginx');
const NGINX = '/usr/sbin/nginx';
const read = (...parts: string[]) => readFileSync(path.join(ROOT, ...parts), 'utf8');

/** nginx-config.mjs is plain ESM: render in a child Node, as `npm run stack:local` does. */
function render(fn: 'renderEdgeConfig' | 'renderStaticConfig', args: Record<string, unknown>): string {
  const script = `import { ${fn} } from ${JSON.stringify(path.join(__dirname, 'nginx-config.mjs'))}; process.stdout.write(${fn}(${JSON.stringify(args)}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

const includes = (text: string) => [...text.matchAll(/^\s*include\s+(\S+);/gm)].map((m) => path.basename(m[1]!));
const upstreams = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)].map(([, name, body]) => [
      name!,
      [...body!.matchAll(/server\s+\S+\s+([^;]*);/g)].map((m) => m[1]),
    ]),
  );

const UPSTREAM_PORTS = {
  nft: [4001, 4002],
  contest: [4003, 4004],
  market: [4005, 4006],
  shell: [4007],
  'mfe-explorer': [4008],
  'mfe-contest': [4009],
  'mfe-admin': [4010],
};

describe('stack:local and docker-compose share one nginx config', () => {
  const dir = tempDir('nacho-nginx-');
  const local = render('renderEdgeConfig', {
    prefix: dir,
    logsDir: dir,
    port: 4000,
    upstreams: UPSTREAM_PORTS,
    runtimeConfigFile: path.join(dir, 'runtime-config.json'),
  });
  const docker = read('deploy', 'nginx', 'edge.conf');
  const routes = read('deploy', 'nginx', 'edge-server.conf');

  it('both edges include the shared maps and server body (routes, headers, retries) from deploy/nginx', () => {
    expect(includes(local)).toEqual(['mime.types', 'edge-maps.conf', 'edge-server.conf']);
    expect(includes(docker)).toEqual(['edge-maps.conf', 'edge-server.conf']);
    expect(local).toContain(`include ${path.join(SHARED, 'edge-server.conf')};`);
    // docker-compose mounts deploy/nginx where edge.conf includes from.
    expect(docker).toContain('include /etc/nginx/nacho/edge-server.conf;');
    expect(read('docker-compose.yml')).toContain('./deploy/nginx:/etc/nginx/nacho:ro');
    expect(read('Dockerfile')).toContain('COPY deploy/nginx /etc/nginx/nacho');
  });

  it('both define every upstream the shared routes proxy to, with the same failure settings', () => {
    const targets = new Set([...routes.matchAll(/proxy_pass http:\/\/([\w-]+)/g)].map((m) => m[1]));
    expect(new Set(Object.keys(upstreams(local)))).toEqual(targets);
    expect(new Set(Object.keys(upstreams(docker)))).toEqual(targets);
    const params = new Set([...Object.values(upstreams(local)), ...Object.values(upstreams(docker))].flat());
    expect(params).toEqual(new Set(['max_fails=1 fail_timeout=5s']));
    expect(upstreams(local).contest).toHaveLength(2);
  });

  it('both keep connections to the replicas open, closing idle ones before the services do (5 s)', () => {
    // Each upstream block's keepalive settings: the same in every block of both edges.
    const keepalive = (text: string) =>
      [...text.matchAll(/upstream\s+\S+\s*\{([^}]*)\}/g)].map(([, body]) =>
        [...body!.matchAll(/(keepalive(?:_timeout)? \w+);/g)].map((m) => m[1]).join('; '),
      );
    for (const edge of [local, docker]) {
      expect(keepalive(edge)).toHaveLength(7);
      expect(new Set(keepalive(edge))).toEqual(new Set(['keepalive 16; keepalive_timeout 4s']));
    }
    // Without it nginx sends "Connection: close" upstream and the keepalive pool stays empty.
    expect(routes).toContain('proxy_set_header Connection "";');
  });

  it('the shared routes send each API prefix to its service and retry only what is safe to retry', () => {
    // An API location proxies to its service and answers the edge's own 502/504 as JSON.
    const api = (location: string, upstream: string) =>
      `${location} { proxy_pass http://${upstream}; error_page 502 @api_bad_gateway; error_page 504 @api_gateway_timeout; }`;
    expect(routes).toContain(api('location /api/nft/', 'nft'));
    expect(routes).toContain(
      api('location ~ ^/api/(likes|hall-of-fame|admin|auth|contest|simulate-midnight-reset)(/|$)', 'contest'),
    );
    expect(routes).toContain(api('location ~ ^/api/docs(/|$)', 'nft'));
    expect(routes).toContain(api('location /api/market/', 'market'));
    for (const remote of ['explorer', 'contest', 'admin'])
      expect(routes).toContain(`location /mfe/${remote}/ { proxy_pass http://mfe-${remote}/; }`);
    // A 503 is a replica's own answer (the database is down), not a dead replica: never retried.
    expect(routes).toContain('proxy_next_upstream error timeout http_502;');
    expect(routes).not.toContain('non_idempotent');
    expect(routes).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(routes).toContain('proxy_set_header Host $http_host;');
  });

  it('every contest router prefix is routed to the contest service', () => {
    const sources = spawnSync(
      'grep',
      [
        '-rhoE',
        "(prefix: |router\\.(get|post|put|delete)\\()'/api/[a-z-]+",
        path.join(ROOT, 'services', 'contest', 'src'),
        '--include=*.ts',
        '--exclude=*.test.ts',
      ],
      { encoding: 'utf8' },
    ).stdout;
    const prefixes = new Set([...sources.matchAll(/'\/api\/([a-z-]+)/g)].map((m) => m[1]!));
    expect(prefixes.size).toBeGreaterThan(3);
    const routed = /\^\/api\/\(([^)]*)\)/.exec(routes)![1]!.split('|');
    expect([...prefixes].filter((p) => !routed.includes(p))).toEqual([]);
  });

  it('static hosts: Docker and stack:local include the same static-host.conf; brotli only where the module is loaded', () => {
    const withBrotli = render('renderStaticConfig', {
      prefix: dir,
      logsDir: dir,
      name: 'shell',
      port: 4007,
      root: dir,
      brotli: true,
    });
    const without = render('renderStaticConfig', {
      prefix: dir,
      logsDir: dir,
      name: 'shell',
      port: 4007,
      root: dir,
      brotli: false,
    });
    expect(includes(read('deploy', 'nginx', 'static.conf'))).toEqual(['static-maps.conf', 'static-host.conf']);
    expect(includes(without)).toEqual(['mime.types', 'static-maps.conf', 'static-host.conf']);
    expect(includes(withBrotli)).toEqual(['mime.types', 'static-maps.conf', 'static-host.conf', 'static-brotli.conf']);
    expect(withBrotli).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(without).not.toContain('load_module');
    expect(read('deploy', 'nginx', 'static-host.conf')).toContain('gzip_static on;');
  });

  describeIfAvailable(
    {
      available: existsSync(NGINX),
      reason: `${NGINX} is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)`,
    },
    'nginx',
    'nginx -t',
    () => {
      const check = (name: string, text: string) => {
        const prefix = path.join(dir, name);
        mkdirSync(prefix, { recursive: true });
        const conf = path.join(prefix, 'nginx.conf');
        writeFileSync(conf, text);
        return spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
          encoding: 'utf8',
        });
      };

      it('accepts the generated edge config and a static host config', () => {
        const edge = check('edge', local);
        expect(edge.stderr).toMatch(/test is successful/);
        const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
        const host = check(
          'shell',
          render('renderStaticConfig', {
            prefix: path.join(dir, 'shell'),
            logsDir: dir,
            name: 'shell',
            port: 4007,
            root: dir,
            brotli,
          }),
        );
        expect(host.stderr).toMatch(/test is successful/);
      });
    },
  );
});
