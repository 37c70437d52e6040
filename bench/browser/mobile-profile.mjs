/**
 * What run.mjs and waterfall.mjs share, so that the waterfall shows the loads run.mjs measures:
 * the Chromium launch (of every browser bench here), and Lighthouse's mobile profile applied with the DevTools protocol
 * (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium as launchHeadlessChromium } from '../../scripts/chromium.cjs';

export const MOBILE = {
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
  cpu: 4,
};

export const MOBILE_CONTEXT = {
  // Lighthouse's emulated phone; Chromium then sends Sec-CH-UA-Mobile: ?1, as Chrome on Android does,
  // and the server sends the page as it sends it to a phone.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const AT_USER_PRIORITY = fileURLToPath(new URL('./chromium-at-user-priority.sh', import.meta.url));

const atUserPriority = () =>
  !process.env.CHROMIUM_PATH &&
  process.getuid?.() === 0 &&
  process.env.BENCH_CHROMIUM_PRIORITY !== 'raised' &&
  existsSync('/usr/bin/setpriv');

/**
 * Chromium as the browser tests launch it, but run by root at a user's priority (see
 * chromium-at-user-priority.sh); BENCH_CHROMIUM_PRIORITY=raised leaves it the priority it takes as
 * root. CHROMIUM_PATH in the environment picks another build, started as it is.
 */
export function launchChromium() {
  return launchHeadlessChromium(process.env.CHROMIUM_PATH ?? (atUserPriority() ? AT_USER_PRIORITY : undefined));
}

/** How the benchmark's Chromium ran, for a results file. */
export const chromiumPriorityNote = () =>
  atUserPriority() ? "Chromium at a user's priority" : 'Chromium at the priority it takes (raised, if run as root)';

/** Throttles the page's network and CPU; returns the CDP session for further listening. */
export async function applyMobileProfile(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadThroughput,
    uploadThroughput: MOBILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  return cdp;
}
