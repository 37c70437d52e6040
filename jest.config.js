/** Jest projects: node (services, domain), jsdom (UI packages and front ends), e2e (Chromium), stack (`npm run test:stack`). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const workspaces = {
  domain: 'packages/domain',
  contracts: 'packages/contracts',
  verify: 'packages/verify',
  ui: 'packages/ui',
  api: 'packages/api',
  core: 'services/core',
  db: 'services/db',
  nft: 'services/nft',
  contest: 'services/contest',
  market: 'services/market',
  worker: 'services/worker',
  server: 'services/server',
};
const moduleNameMapper = {
  '^@nacho/(core|db)/testing$': '<rootDir>/services/$1/src/testing/index.ts',
  '^@nacho/(contest|market|nft)/jobs$': '<rootDir>/services/$1/src/jobs.ts',
  '^@nacho/ui/overlays$': '<rootDir>/packages/ui/src/overlays.ts',
  '^@nacho/api/testing$': '<rootDir>/packages/api/src/testing/index.ts',
  '^@nacho/verify/node$': '<rootDir>/packages/verify/src/node-hasher.ts',
  '^@nacho/verify/testing$': '<rootDir>/packages/verify/src/testing/sealed-month.ts',
  ...Object.fromEntries(
    Object.entries(workspaces).map(([name, dir]) => [`^@nacho/${name}$`, `<rootDir>/${dir}/src/index.ts`]),
  ),
  '\\.(css)$': '<rootDir>/packages/ui/test/style-stub.js',
};
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
  // build/ holds copies of workspaces (the remote redeploy's patched build): not modules of this tree.
  modulePathIgnorePatterns: ['<rootDir>/build/'],
};

/**
 * Coverage of the node and jsdom suites (`npm run coverage`; the browser suite runs the built
 * bundles, whose lines V8 cannot map back here). What is deliberately left out is listed in the
 * README under "Coverage".
 */
const coverage = {
  // Istanbul's counters, added by jest (babel-plugin-istanbul) to the transformed code and cached with
  // it. V8's coverage cost every test file a profile of its whole worker (an empty file: 74 ms without
  // coverage, 540-850 ms with V8's): on 19 files, none 40.8 s, Istanbul 59.3 s, V8 68.7 s
  // (`node bench/ci/run.mjs`, BENCHMARKS.md "CI").
  coverageProvider: 'babel',
  collectCoverageFrom: [
    '<rootDir>/{packages,services}/*/src/**/*.{ts,tsx}',
    '<rootDir>/{shell,mfe-explorer,mfe-contest,mfe-admin}/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
    '!**/testing/**',
  ],
  coverageReporters: ['json-summary', 'lcov'],
  coverageDirectory: '<rootDir>/coverage',
  // The floor under the line coverage of each tree (README, "Coverage"): measured by Istanbul at
  // 95.8 % (services) and 95.5 % (packages) on 2026-12-01, rounded down; services one point lower
  // still, because tests of retries and timeouts reach a few more or fewer lines from run to run.
  // (V8 counted 96.1 % and 98.4 % of the same tests: it counts every line of a file, comments and
  // types included, as run unless it lies in code that did not run; Istanbul counts statements.)
  coverageThreshold: {
    './services/': { lines: 94 },
    './packages/': { lines: 95 },
  },
};

module.exports = {
  ...coverage,
  // One worker per core (two on the 2-core CI machine; jest's default leaves one core to itself, which
  // only hands out files). Each test file uses its own databases, Redis keys, ports and temp dirs.
  maxWorkers: '100%',
  // A worker is replaced once it holds more than this after a file: in one process the memory each
  // file leaves behind added up to the 4 GB heap limit after about 70 of the 300 files.
  workerIdleMemoryLimit: '1536MB',
  // The stack project's fault and deploy tests last, one after the other: they share one fault stack.
  testSequencer: '<rootDir>/e2e-stack/support/test-sequencer.cjs',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // openid-client 6 and its dependencies are ESM-only: swc turns them into CommonJS for jest.
      transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
      globalSetup: '<rootDir>/services/core/src/testing/global-setup.ts',
      testMatch: [
        '<rootDir>/packages/domain/src/**/*.test.ts',
        '<rootDir>/packages/verify/src/**/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/packages/frontend-build/test/**/*.test.ts',
        // The stack suite's own helpers, tested without a stack.
        '<rootDir>/e2e-stack/support/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/packages/ui/test/setup-jsdom.ts'],
      testMatch: [
        '<rootDir>/packages/{ui,api,contracts}/src/**/*.test.{ts,tsx}',
        '<rootDir>/{shell,mfe-explorer,mfe-contest,mfe-admin}/src/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testTimeout: 60000,
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    },
    // The cross-replica tests against one `stack:local` stack (scripts/stack): run only by `npm run test:stack`,
    // which runs jest with --experimental-vm-modules so that they can import scripts/stack/stack.mjs as ESM.
    // The e2e files listed run unchanged through the edge: the main browser flows of the suite.
    {
      ...common,
      displayName: 'stack',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': [swc[0], { ...swc[1], module: { ...swc[1].module, ignoreDynamic: true } }] },
      globalSetup: '<rootDir>/e2e-stack/global-setup.ts',
      globalTeardown: '<rootDir>/e2e-stack/global-teardown.ts',
      testMatch: [
        '<rootDir>/e2e-stack/**/*.stack.ts',
        '<rootDir>/e2e/{explorer-dashboard,explorer-wallet,admin-signin}.e2e.ts',
      ],
    },
  ],
};
