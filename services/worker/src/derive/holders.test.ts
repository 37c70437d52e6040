import { DEFAULT_STAKING_POWER } from '@nacho/domain';
import { deriveHolders } from './holders';

describe('deriveHolders', () => {
  it('sums counts, powers (default for missing) and big op scores, with shared power ranks', () => {
    const rows = deriveHolders([
      { tokenId: 1, owner: 'kaspa:a', opScoreMod: '9007199254740993', stakingPower: 7000 },
      { tokenId: 2, owner: 'kaspa:a', opScoreMod: '9007199254740993', stakingPower: null },
      { tokenId: 3, owner: 'kaspa:b', opScoreMod: '5', stakingPower: 12000 },
      { tokenId: 4, owner: 'kaspa:c', opScoreMod: '7', stakingPower: 20000 },
      { tokenId: 5, owner: 'kaspa:d', opScoreMod: 'not-a-number', stakingPower: 1000 },
    ]);
    // a: 7000 + the default 5000 = 12000, the same as b: they share rank 2, d comes 4th.
    expect(rows).toEqual([
      { address: 'kaspa:c', token_count: 1, total_power: 20000, power_rank: 1, op_score_total: '7' },
      {
        address: 'kaspa:a',
        token_count: 2,
        total_power: 7000 + DEFAULT_STAKING_POWER,
        power_rank: 2,
        op_score_total: '18014398509481986',
      },
      { address: 'kaspa:b', token_count: 1, total_power: 12000, power_rank: 2, op_score_total: '5' },
      { address: 'kaspa:d', token_count: 1, total_power: 1000, power_rank: 4, op_score_total: '0' },
    ]);
  });

  it('gives equal power the same rank and skips the next (1, 2, 2, 4)', () => {
    const rows = deriveHolders([
      { tokenId: 1, owner: 'w', opScoreMod: '1', stakingPower: 9 },
      { tokenId: 2, owner: 'x', opScoreMod: '1', stakingPower: 5 },
      { tokenId: 3, owner: 'y', opScoreMod: '1', stakingPower: 5 },
      { tokenId: 4, owner: 'z', opScoreMod: '1', stakingPower: 1 },
    ]);
    expect(rows.map((r) => [r.address, r.power_rank])).toEqual([
      ['w', 1],
      ['x', 2],
      ['y', 2],
      ['z', 4],
    ]);
  });
});
