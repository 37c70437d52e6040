import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../../e2e/support/browser';
import { isAlive, REPO_ROOT, reportFigures, useFaultStack, type FaultStack } from '../support/fault-stack';
import { buildPatchedFrontend, deployRemote, mtimesUnder } from '../support/remote-redeploy';

jest.setTimeout(300_000);

const UNAVAILABLE = 'This part of the site is unavailable right now';
const OTHER_FRONT_ENDS = ['shell', 'mfe-explorer', 'mfe-admin'];

/** The page's HTML as the edge sends it (no script runs): its text and how its first view went out. */
async function serverHtml(edgeUrl: string, pathname: string): Promise<{ text: string; firstView: string | null }> {
  const response = await fetch(`${edgeUrl}${pathname}`);
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { text, firstView: response.headers.get('x-first-view') };
}

describe('independent deploys: one remote is rebuilt and deployed while the stack runs', () => {
  // The contest remote's static host serves a copy of its build (f.staticRoot), the folder a deploy writes to.
  const fault = useFaultStack('remote-redeploy');
  let f: FaultStack;
  let browser: Browser;
  let page: Page;
  const figures: Record<string, unknown> = { command: 'npm run test:stack -- --testPathPatterns e2e-stack/deploy' };

  beforeAll(async () => {
    f = fault();
    browser = await connectBrowser();
    page = await (await browser.newContext({ baseURL: f.edgeUrl, viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (f) reportFigures(f.runDir, 'remote-redeploy', figures);
  });

  it('shows the new remote after a reload, with the shell and the other remotes neither rebuilt nor restarted', async () => {
    const pidsBefore = f.pids();
    const mtimesBefore = Object.fromEntries(
      OTHER_FRONT_ENDS.map((name) => [name, mtimesUnder(path.join(REPO_ROOT, name, 'dist'))]),
    );

    await page.goto('/hall-of-fame');
    const heading = page.getByRole('heading', { level: 1, name: /Hall of Fame/ });
    expect(await heading.textContent()).toBe('NACHO Hall of Fame');
    // The page's first view comes from the server (the nft service renders it through the edge).
    const served = await serverHtml(f.edgeUrl, '/hall-of-fame');
    expect(served.firstView).toMatch(/rendered|cached/);
    expect(served.text).toContain('NACHO Hall of Fame');

    const stamp = `redeployed ${Date.now().toString(36)}`;
    const build = await buildPatchedFrontend('mfe-contest', {
      file: 'src/hall-of-fame/hall-of-fame-screen.tsx',
      replace: '{COLLECTION_NAME} Hall of Fame\n',
      with: `{COLLECTION_NAME} Hall of Fame, ${stamp}\n`,
    });
    const deployStarted = performance.now();
    deployRemote(build.dist, f.staticRoot('mfe-contest'));
    const deployMs = Math.round(performance.now() - deployStarted);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `NACHO Hall of Fame, ${stamp}` }).waitFor();
    // And its server-rendered HTML: each replica's renderer notices the new server build
    // (server-build.json, read at most every 10 s) and loads it, with no redeploy of the shell or the services.
    const deadline = Date.now() + 30_000;
    let redeployed = await serverHtml(f.edgeUrl, '/hall-of-fame');
    while (!redeployed.text.includes(`NACHO Hall of Fame, ${stamp}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      redeployed = await serverHtml(f.edgeUrl, '/hall-of-fame');
    }
    expect(redeployed.text).toContain(`NACHO Hall of Fame, ${stamp}`);
    expect(redeployed.firstView).toBe('rendered');

    // Nothing else was rebuilt (same files, same mtimes) or restarted (same PIDs, alive).
    for (const name of OTHER_FRONT_ENDS)
      expect({ name, files: mtimesUnder(path.join(REPO_ROOT, name, 'dist')) }).toEqual({
        name,
        files: mtimesBefore[name],
      });
    for (const [name, pid] of pidsBefore) {
      expect({ name, pid: f.stack.processes.find((p) => p.name === name)?.pid, alive: isAlive(pid) }).toEqual({
        name,
        pid,
        alive: true,
      });
    }
    figures.redeploy = {
      did: "webpack build of a patched copy of mfe-contest, copied into its static host's folder (chunks first, entry files last)",
      buildMs: build.ms,
      deployMs,
      reloadShowsChange: true,
    };
  });

  it("with the remote's static host down, only its own routes show the retry boundary", async () => {
    await f.stack.kill('mfe-contest', 'SIGKILL');

    await page.goto('/hall-of-fame');
    await page.getByText(UNAVAILABLE).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
    await page.goto('/nft/1');
    await page.getByRole('heading', { level: 1, name: 'NACHO #1' }).waitFor();
    await page.getByText('Owned by').waitFor();
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);

    // Back up: Retry on the boundary brings the (redeployed) remote in, without a page reload.
    await page.goto('/hall-of-fame');
    await page.getByText(UNAVAILABLE).waitFor();
    await f.stack.start('mfe-contest');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: /^NACHO Hall of Fame, redeployed / }).waitFor();
    figures.staticHostDown = {
      did: 'SIGKILL of the mfe-contest static host',
      hallOfFame: 'retry boundary',
      dashboard: 'works',
      nftPage: 'works',
      afterRestart: 'the redeployed remote',
    };
  });
});
