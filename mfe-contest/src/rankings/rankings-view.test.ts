import { rankingsView } from './rankings-view';

const NFTS = [
  { tokenId: 12, likeCount: 9 },
  { tokenId: 300, likeCount: 5 },
  { tokenId: 7, likeCount: 5 },
  { tokenId: 1200, likeCount: 2 },
];

describe('rankings view', () => {
  it('keeps the ranking place when sorted ascending', () => {
    expect(rankingsView(NFTS, '', 'asc').map((n) => [n.tokenId, n.rank])).toEqual([[1200, 4], [7, 3], [300, 2], [12, 1]]);
  });

  it('matches a token id containing the query or a like count equal to it', () => {
    expect(rankingsView(NFTS, '12', 'desc').map((n) => n.tokenId)).toEqual([12, 1200]);
    expect(rankingsView(NFTS, '5', 'desc').map((n) => n.tokenId)).toEqual([300, 7]);
    expect(rankingsView(NFTS, ' #7 ', 'desc').map((n) => n.rank)).toEqual([3]);
    expect(rankingsView(NFTS, '999', 'desc')).toEqual([]);
  });
});
