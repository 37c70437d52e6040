import { suspiciousReasons, suspiciousReasonText } from './suspicious-likes';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const OLD_ACCOUNT = NOW - 30 * 86_400_000;
const calm = { now: NOW, userLikesLastMinute: 0, otherAccountsSameIpLastHour: 0, accountCreatedAt: OLD_ACCOUNT };

describe('suspicious-like rules', () => {
  it('flags nothing for an ordinary like', () => {
    expect(suspiciousReasons(calm)).toEqual([]);
    expect(suspiciousReasonText([])).toBeNull();
  });

  it('flags the 11th like by one user within a minute, not the 10th', () => {
    expect(suspiciousReasons({ ...calm, userLikesLastMinute: 9 })).toEqual([]);
    expect(suspiciousReasons({ ...calm, userLikesLastMinute: 10 })).toEqual([
      '11 likes by this user within a minute (more than 10)',
    ]);
  });

  it('flags the third account liking from one IP within an hour', () => {
    expect(suspiciousReasons({ ...calm, otherAccountsSameIpLastHour: 1 })).toEqual([]);
    expect(suspiciousReasons({ ...calm, otherAccountsSameIpLastHour: 2 })).toEqual([
      '3 accounts liked from this IP address within an hour',
    ]);
  });

  it('flags a burst from an account created minutes before it', () => {
    const fresh = { ...calm, accountCreatedAt: NOW - 3 * 60_000 };
    expect(suspiciousReasons({ ...fresh, userLikesLastMinute: 3 })).toEqual([]);
    expect(suspiciousReasons({ ...fresh, userLikesLastMinute: 4 })).toEqual([
      'account created 3 min before a burst of 5 likes in a minute',
    ]);
    expect(suspiciousReasons({ ...calm, accountCreatedAt: NOW - 11 * 60_000, userLikesLastMinute: 4 })).toEqual([]);
  });

  it('joins several reasons into the stored text', () => {
    const reasons = suspiciousReasons({
      now: NOW,
      userLikesLastMinute: 12,
      otherAccountsSameIpLastHour: 4,
      accountCreatedAt: NOW - 60_000,
    });
    expect(reasons).toHaveLength(3);
    expect(suspiciousReasonText(reasons)).toBe(reasons.join('; '));
  });
});
