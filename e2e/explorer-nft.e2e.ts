import { describeInBrowser, useBrowser } from './support/browser';
import { freePort } from './support/free-port';
import { resetRuntimeConfig, writeRuntimeConfigOverrides } from './support/runtime-config-file';
import { waitForSyncedCollection } from './support/demo-collection';

interface NftDetailReply {
  result: {
    tokenId: number;
    owner: string;
    rarityRank: number | null;
    stakingPower: number;
    traits: Array<{ traitType: string; value: string; count: number | null; percentage: number | null }>;
  };
}

describeInBrowser('NFT detail page', () => {
  const session = useBrowser();
  beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);
  const getJson = async <T>(path: string): Promise<T> => (await (await fetch(`${session.baseUrl}${path}`)).json()) as T;

  it('shows the title, the owner, the rank badge and each trait with its share of the collection', async () => {
    const { result: nft } = await getJson<NftDetailReply>('/api/nft/nfts/1/detail');
    const page = session.page();
    await page.goto('/nft/1');

    await page.getByRole('heading', { level: 1, name: 'NACHO #1' }).waitFor();
    await page.getByText('Owned by').waitFor();
    expect(await page.title()).toBe('NACHO #1 · NACHO Explorer');
    const owner = page.getByTestId('owner-link');
    expect(await owner.textContent()).toBe(`${nft.owner.slice(0, 6)}...${nft.owner.slice(-4)}`);
    expect(await owner.getAttribute('href')).toBe(`/wallet/${nft.owner}`);
    expect(await page.getByTestId('rarity-rank-badge').textContent()).toBe(
      nft.rarityRank === null ? '?' : `#${nft.rarityRank}`,
    );
    expect(await page.getByTestId('nft-power').textContent()).toBe(nft.stakingPower.toLocaleString('en-US'));

    const cards = page.getByTestId('trait-card');
    expect(await cards.count()).toBe(nft.traits.filter((t) => t.traitType !== 'Edition').length);
    const head = nft.traits.find((t) => t.traitType === 'Head');
    expect(head?.percentage).not.toBeNull();
    const headCard = cards.filter({ hasText: head!.value });
    expect(await headCard.getByTestId('trait-percentage').textContent()).toBe(`${head!.percentage!.toFixed(2)}%`);
    expect(await headCard.getByTestId('trait-count').textContent()).toBe(head!.count!.toLocaleString('en-US'));

    const marketplace = page.getByRole('link', { name: 'View on Marketplace' });
    expect(await marketplace.getAttribute('href')).toBe('https://kaspa.com/nft/collections/NACHO/1');
    expect(await marketplace.getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: "View Owner's Wallet" }).click();
    await page.waitForURL(`**/wallet/${nft.owner}`);
  });

  it('a unique NFT (from /api/nft/special) shows "UNIQUE 1/1" and rank badge', async () => {
    const { specialNFTs } = await getJson<{
      specialNFTs: { unique: Array<{ tokenId: number; rarityRank: number | null }> };
    }>('/api/nft/special');
    const unique = specialNFTs.unique[0];
    const page = session.page();
    await page.goto(`/nft/${unique.tokenId}`);
    await page.getByText('UNIQUE 1/1').waitFor();
    await page.getByRole('heading', { level: 1, name: `NACHO #${unique.tokenId}` }).waitFor();
    expect(await page.getByTestId('nft-image-frame').getAttribute('data-special')).toBe('unique');
    expect(await page.getByTestId('rarity-rank-badge').textContent()).toBe(`#${unique.rarityRank}`);
  });

  it("shows the contest remote's like button next to the owner", async () => {
    const page = session.page();
    await page.goto('/nft/3');
    await page.getByRole('region', { name: 'Owner' }).getByLabel(/likes/i).waitFor();
  });

  it.each(['abc', '0', '10001', '99999'])('/nft/%s shows the not-found state with a way back', async (id) => {
    const page = session.page();
    await page.goto(`/nft/${id}`);
    await page.getByRole('heading', { level: 1, name: 'NFT not found' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
  });
});

describeInBrowser('NFT detail page while the contest remote is down', () => {
  const session = useBrowser();
  afterEach(resetRuntimeConfig);

  it('still shows the NFT, without the like button', async () => {
    writeRuntimeConfigOverrides({ remotes: { contest: `http://127.0.0.1:${await freePort()}/mf-manifest.json` } });
    const page = session.page();
    await page.goto('/nft/2');
    await page.getByText('Owned by').waitFor();
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await page.getByTestId('like-button-loading').waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Owner' }).getByLabel(/likes/i).count()).toBe(0);
  });
});
