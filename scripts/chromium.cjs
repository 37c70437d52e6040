/**
 * Headless Chromium as the browser tests (e2e/, e2e-stack/) and the browser benchmarks
 * (bench/browser/) launch it: Debian's build, no sandbox (root), and none of the background
 * traffic (updates, sync, QUIC) that would reach past the loopback or skew a measurement.
 * CommonJS so that both the TypeScript tests (run by jest as CommonJS) and the .mjs benchmarks load it.
 */
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = '/usr/bin/chromium';

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

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH, connectChromium, launchChromium, launchChromiumServer };
