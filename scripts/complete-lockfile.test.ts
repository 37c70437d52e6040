import { completeLockfile, platformOf } from './complete-lockfile';

type LockEntry = Record<string, unknown> & { version?: string };

/** A lockfile as npm writes it here: the parent lists every platform, only Linux is locked. */
function lockWithLinuxOnly(): {
  name: string;
  lockfileVersion: number;
  requires: boolean;
  packages: Record<string, LockEntry>;
} {
  return {
    name: 'app',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'app', devDependencies: { '@swc/core': '^1.16.0' } },
      'node_modules/@swc/core': {
        version: '1.16.22',
        dev: true,
        optionalDependencies: {
          '@swc/core-darwin-arm64': '1.16.22',
          '@swc/core-linux-x64-gnu': '1.16.22',
          '@swc/core-win32-x64-msvc': '1.16.22',
        },
      },
      'node_modules/@swc/core-linux-x64-gnu': {
        version: '1.16.22',
        cpu: ['x64'],
        dev: true,
        libc: ['glibc'],
        optional: true,
        os: ['linux'],
      },
      'node_modules/cli-table3': { version: '0.6.5', optionalDependencies: { '@colors/colors': '1.5.0' } },
    },
  };
}

describe('completeLockfile', () => {
  it('adds each missing platform package at the version its parent pins, with its os and cpu', () => {
    const { lock, added } = completeLockfile(lockWithLinuxOnly());

    expect(added).toEqual([
      'node_modules/@swc/core-darwin-arm64@1.16.22',
      'node_modules/@swc/core-win32-x64-msvc@1.16.22',
    ]);
    expect(lock.packages['node_modules/@swc/core-darwin-arm64']).toEqual({
      version: '1.16.22',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    expect(lock.packages['node_modules/@swc/core-win32-x64-msvc']).toEqual({
      version: '1.16.22',
      cpu: ['x64'],
      dev: true,
      optional: true,
      os: ['win32'],
    });
  });

  it('keeps the root entry first and the rest in npm order', () => {
    const { lock } = completeLockfile(lockWithLinuxOnly());

    expect(Object.keys(lock.packages)).toEqual([
      '',
      'node_modules/@swc/core',
      'node_modules/@swc/core-darwin-arm64',
      'node_modules/@swc/core-linux-x64-gnu',
      'node_modules/@swc/core-win32-x64-msvc',
      'node_modules/cli-table3',
    ]);
  });

  it('changes nothing on a second run', () => {
    const once = completeLockfile(lockWithLinuxOnly()).lock;
    const twice = completeLockfile(once);

    expect(twice.added).toEqual([]);
    expect(JSON.stringify(twice.lock)).toBe(JSON.stringify(once));
  });

  it('reports a missing optional dependency that is not a platform package instead of inventing it', () => {
    const { lock, skipped } = completeLockfile(lockWithLinuxOnly());

    expect(lock.packages['node_modules/@colors/colors']).toBeUndefined();
    expect(skipped).toEqual(['@colors/colors@1.5.0 (optional dependency of node_modules/cli-table3)']);
  });

  it('nests the entry under its parent when another version holds the hoisted place', () => {
    const source = lockWithLinuxOnly();
    source.packages['node_modules/@swc/core-darwin-arm64'] = {
      version: '1.15.0',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    };
    source.packages['node_modules/other'] = {
      version: '1.0.0',
      optionalDependencies: { '@swc/core-darwin-arm64': '1.16.22' },
    };

    const { lock } = completeLockfile(source);

    expect(lock.packages['node_modules/@swc/core-darwin-arm64'].version).toBe('1.15.0');
    expect(lock.packages['node_modules/other/node_modules/@swc/core-darwin-arm64'].version).toBe('1.16.22');
  });
});

describe('platformOf', () => {
  it.each([
    ['@rspack/binding-linux-riscv64-musl', { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] }],
    ['@tailwindcss/oxide-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }],
    ['@parcel/watcher-linux-arm64-glibc', { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] }],
    ['@unrs/resolver-binding-android-arm-eabi', { os: ['android'], cpu: ['arm'] }],
    ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
    ['@msgpackr-extract/msgpackr-extract-win32-x64', { os: ['win32'], cpu: ['x64'] }],
    ['lightningcss-freebsd-x64', { os: ['freebsd'], cpu: ['x64'] }],
    ['@tailwindcss/oxide-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it.each(['@colors/colors', 'pg-cloudflare', 'msgpackr-extract', 'linux-x64-helper-tools'])(
    '%s is no platform package',
    (name) => {
      expect(platformOf(name)).toBeNull();
    },
  );
});
