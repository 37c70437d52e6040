import { render, screen } from '@testing-library/react';
import { formatMoment } from '@nacho/domain';
import { DataFreshness, staleDataText } from './data-freshness';

/** The site's one time format (unit-tested in @nacho/domain), in the viewer's zone. */
const formatDataTime = (at: number, now: number) => formatMoment(at, { now });

const NOW = new Date(2026, 10, 21, 14, 30).getTime();
const MIN = 60_000;

describe('DataFreshness', () => {
  it('shows "Data as of" and no banner while the data is fresh', () => {
    render(<DataFreshness asOf={NOW - 5 * MIN} stale={false} source="The NACHO indexer" now={NOW} />);
    expect(screen.getByTestId('data-freshness-as-of')).toHaveTextContent(
      `Data as of ${formatDataTime(NOW - 5 * MIN, NOW)}`,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the zone of the time, and the date when it is not today (issue 41)', () => {
    render(<DataFreshness asOf={NOW - 5 * MIN} stale={false} source="The NACHO indexer" now={NOW} />);
    // "Data as of 14:25 UTC": a 24-hour time and the zone, not "14:25" alone.
    expect(screen.getByTestId('data-freshness-as-of')).toHaveTextContent(
      /^Data as of \d\d:\d\d [A-Z][A-Za-z]*([+-]\d+(:\d\d)?)?$/,
    );
    const yesterday = NOW - 86_400_000;
    expect(staleDataText({ asOf: yesterday, source: 'The NACHO indexer', now: NOW })).toMatch(
      /since 20 Nov, \d\d:\d\d \S+; showing data from 20 Nov, \d\d:\d\d \S+\./,
    );
  });

  it('says in plain words since when the source has not answered and how old the data is', () => {
    render(
      <DataFreshness asOf={NOW - 40 * MIN} failingSince={NOW - 25 * MIN} stale source="The NACHO indexer" now={NOW} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `The NACHO indexer has not answered since ${formatDataTime(NOW - 25 * MIN, NOW)}; showing data from ${formatDataTime(NOW - 40 * MIN, NOW)}.`,
    );
    expect(screen.getByTestId('data-freshness-as-of')).toBeInTheDocument();
  });

  it('explains data that is merely old, naming the update interval; dates other days', () => {
    const old = NOW - 2 * 86_400_000;
    expect(staleDataText({ asOf: old, source: 'x', what: 'market data', intervalMinutes: 15, now: NOW })).toBe(
      `The market data has not been updated since ${formatDataTime(old, NOW)} (it is updated every 15 minutes); showing market data from ${formatDataTime(old, NOW)}. It stays usable and catches up by itself.`,
    );
    expect(formatDataTime(old, NOW)).toMatch(/^19 Nov, \d\d:\d\d \S+$/);
  });

  it('renders nothing before any data, and only the banner when asked', () => {
    const { container, rerender } = render(<DataFreshness asOf={null} stale={false} source="x" now={NOW} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DataFreshness asOf={NOW - 60 * MIN} stale bannerOnly source="x" now={NOW} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('data-freshness-as-of')).not.toBeInTheDocument();
  });
});
