// First: the browser APIs jsdom lacks.
import { installFakeApi, type FakeApi } from './testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen, within } from '@testing-library/react';
import type { HallOfFameEntry } from '@nacho/contracts';
import { HallOfFameHistorySection } from './hall-of-fame-history-section';

const HISTORY: HallOfFameEntry[] = [
  { id: 1, version: 1, tokenId: 7, resetMonth: 11, resetYear: 2025, likeCount: 30, createdAt: 1, how: 'crowned' },
  { id: 2, version: 1, tokenId: 8, resetMonth: 1, resetYear: 2026, likeCount: 12, createdAt: 2, how: 'declared' },
];

let api: FakeApi;
afterEach(() => api.uninstall());

function renderSection() {
  return renderWithStore(<HallOfFameHistorySection />);
}

describe('Hall of Fame history section: month reports', () => {
  it("links each winner to its NFT and to its month's report, newest month first", async () => {
    api = installFakeApi({ '/api/hall-of-fame/history': { body: HISTORY } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Hall of Fame' });
    const reports = await within(section).findAllByRole('link', { name: /^Month report for / });
    expect(reports.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Month report for January 2026', '/hall-of-fame/2026/1'],
      ['Month report for November 2025', '/hall-of-fame/2025/11'],
    ]);
    // The NFT link and the report link are siblings, never nested.
    const nftLinks = within(section).getAllByRole('link', { name: /NACHO #/ });
    expect(nftLinks.map((link) => link.getAttribute('href'))).toEqual(['/nft/8', '/nft/7']);
    for (const link of reports) expect(link.closest('a')?.parentElement?.closest('a')).toBeNull();
  });

  it('says how each winner was set in the same words as the Hall of Fame page (issue 41)', async () => {
    api = installFakeApi({ '/api/hall-of-fame/history': { body: HISTORY } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Hall of Fame' });
    const [january, november] = await within(section).findAllByRole('listitem');
    expect(january).toHaveTextContent('Chosen by the contest operator');
    expect(november).toHaveTextContent('Most liked of its month');
    expect(november).not.toHaveTextContent('operator');
  });
});
