import { seriousAxeViolations } from './support/axe';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { EXPLORER_SCREENS, topHolder } from './support/explorer-screens';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describeInBrowser(`explorer accessibility (axe-core) at ${viewport.width} px`, () => {
    const session = useBrowser(viewport, { bypassCSP: true });
    let wallet: string;

    beforeAll(async () => {
      await waitForSyncedCollection(session.baseUrl);
      wallet = await topHolder(session.baseUrl);
    });

    it.each(EXPLORER_SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s has no serious or critical violation',
      async (_name, screen) => {
        const page = session.page();
        await page.goto(screen.path(wallet));
        await screen.ready(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );

    it("the search dialog with an NFT owner's results has no serious or critical violation", async () => {
      const page = session.page();
      await page.goto('/search-nacho');
      await page.getByRole('search', { name: 'NFT search' }).getByRole('textbox').fill('42');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'NFT Search' });
      await dialog.getByRole('list', { name: "Owner's NFTs" }).waitFor();
      expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    });
  });
}
