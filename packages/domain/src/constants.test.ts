import {
  DEFAULT_TIME_FRAME,
  isTimeFrame,
  PAGE_SIZES,
  TIME_FRAME_LABELS,
  TIME_FRAMES,
  TRAIT_TYPES,
  TRAIT_VALUE_COUNTS,
} from './constants';

describe('constants', () => {
  it('trait types are in SPEC order, each with its SPEC value count', () => {
    expect(TRAIT_TYPES.map((t) => `${t}:${TRAIT_VALUE_COUNTS[t]}`).join(' ')).toBe(
      'Head:37 Face:34 Mood:6 Collar:10 Outfit:29 Tail:10 Base:39 Type:3 Role:5 Realm:9',
    );
    expect(Object.keys(TRAIT_VALUE_COUNTS)).toHaveLength(TRAIT_TYPES.length);
  });

  it('time frames have labels and the default is one of them', () => {
    expect(TIME_FRAMES.map((f) => TIME_FRAME_LABELS[f])).toEqual(['15min', '1h', '6h', '24h', '7d', '30d']);
    expect(isTimeFrame(DEFAULT_TIME_FRAME)).toBe(true);
    expect(isTimeFrame('2h')).toBe(false);
    expect(isTimeFrame(undefined)).toBe(false);
  });

  it('rankings fetch a multiple of the page size', () => {
    expect(PAGE_SIZES.rankingsFetch % PAGE_SIZES.rankings).toBe(0);
  });
});
