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

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium };
