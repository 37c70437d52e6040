/**
 * Headless Chromium as the browser tests (e2e/, e2e-stack/) and the browser benchmarks
 * (bench/browser/) launch it: Debian's build, no sandbox (root), and none of the background
 * traffic (updates, sync, QUIC) that would reach past the loopback or skew a measurement.
 * CommonJS so that both the TypeScript tests (run by jest as CommonJS) and the .mjs benchmarks load it.
 */
const { existsSync } = require('node:fs');
const { chromium } = require('playwright-core');

/** Debian's Chromium, the browser visitors run: the benchmarks measure pages in it. */
const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when it is installed (as CI installs
 * it), else CHROMIUM_PATH. It is the same Chromium build (Blink, V8, the same version) without the
 * full browser around it, as Playwright runs headless tests by default: on this 2-core machine the
 * same 64 browser tests took 30 % less time and 40 % less CPU than in the full browser (BENCHMARKS.md, "CI").
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** NACHO_TEST_CHROMIUM=<path> runs the browser tests in another build (bench/ci compares the two). */
const TEST_CHROMIUM_PATH =
  process.env.NACHO_TEST_CHROMIUM || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches Chromium with CHROMIUM_ARGS; `executablePath` defaults to CHROMIUM_PATH. */
function launchChromium(executablePath = CHROMIUM_PATH) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * The same Chromium as a browser server that other processes and test files connect to
 * (`connectChromium(server.wsEndpoint())`), so that a test run launches one browser, not one per file.
 */
function launchChromiumServer(executablePath = CHROMIUM_PATH) {
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
}

/** A connection to a browser server; closing it closes the contexts it made and leaves the browser running. */
function connectChromium(wsEndpoint) {
  return chromium.connect(wsEndpoint);
}

module.exports = {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
  connectChromium,
  launchChromium,
  launchChromiumServer,
};
