import { describeInBrowser, useBrowser } from './support/browser';
import { likesLeft, signInAsDemoVoter } from './support/demo-voter';
import { emptyContestForSuite } from './support/empty-contest';

describeInBrowser('liking NFTs', () => {
  const session = useBrowser();
  // Other browser tests seed likes on the same server: NACHO #1 must be on the rankings' first page.
  emptyContestForSuite(session.baseUrl);

  it('asks a signed-out visitor to sign in instead of liking', async () => {
    const page = session.page();
    await page.goto('/nft/3');
    await page.getByRole('button', { name: /^Like NACHO #3, 0 likes this month$/ }).click();
    await page.getByText('Sign in to like', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Like NACHO #3, 0 likes this month$/ }).waitFor();
    expect(await likesLeft(page).count()).toBe(0);
  });

  it('likes from the NFT page and the rankings, with the toasts and the header counter, then unlikes', async () => {
    const page = session.page();
    await signInAsDemoVoter(page, session.baseUrl);
    await page.goto('/nft/1');
    await likesLeft(page).waitFor();
    const before = Number((await likesLeft(page).getAttribute('aria-label'))!.split(' ')[0]);

    await page.getByRole('button', { name: /^Like NACHO #1, \d+ likes? this month$/ }).click();
    await page.getByText('NFT Liked!', { exact: true }).waitFor();
    await page.getByText("You've successfully liked NACHO #1", { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Unlike NACHO #1, 1 like this month$/ }).waitFor();
    await page.getByLabel(new RegExp(`^${before - 1} likes left`)).waitFor();

    // Liking it again the same day is refused by the server: "Already Liked".
    const status = await page.evaluate(
      async () => (await fetch('/api/likes/nft/1', { method: 'POST', credentials: 'include' })).status,
    );
    expect(status).toBe(400);

    await page.goto('/all-liked-nfts');
    await page.getByRole('button', { name: /^Unlike NACHO #1, 1 like this month$/ }).click();
    await page.getByText('Like Removed', { exact: true }).waitFor();
    // With no like left the NFT leaves the rankings (they list NFTs liked this month), so ask the server.
    const after = await page.evaluate(async () => (await fetch('/api/likes/nft/1', { credentials: 'include' })).json());
    expect(after).toEqual({ liked: false, count: 0 });
    // The unlike does not give the like back.
    await page.getByLabel(new RegExp(`^${before - 1} likes left`)).waitFor();

    await page.goto('/nft/2');
    await page.getByRole('button', { name: /^Like NACHO #2, 0 likes this month$/ }).click();
    await page.getByText('NFT Liked!', { exact: true }).waitFor();
    await page.getByLabel(new RegExp(`^${before - 2} likes left`)).waitFor();
    await page.goto('/all-liked-nfts');
    await page.getByRole('button', { name: /^Unlike NACHO #2, 1 like this month$/ }).click();
    await page.getByText('Like Removed', { exact: true }).waitFor();
  });
});
