import { render, screen } from '@testing-library/react';
import { MonthReportLink } from './month-report-link';

describe('MonthReportLink', () => {
  it('gives the caller\'s link its words: "Month report", the month for screen readers, and how the winner was set', () => {
    render(
      <MonthReportLink month="October 2026" how="declared">
        <a href="/hall-of-fame/2026/10" data-router="yes" />
      </MonthReportLink>,
    );
    const link = screen.getByRole('link', { name: 'Month report for October 2026' });
    // The caller's own element (a router's Link in the remotes), with its target and attributes kept.
    expect(link).toHaveAttribute('href', '/hall-of-fame/2026/10');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveTextContent(/^Month report for October 2026$/);
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Chosen by the contest operator')).toBeInTheDocument();
  });

  it('labels a crowned winner, and shows no label when the way is not known', () => {
    const { rerender } = render(
      <MonthReportLink month="September 2026" how="crowned">
        <a href="/hall-of-fame/2026/9" />
      </MonthReportLink>,
    );
    expect(screen.getByText('Most liked of its month')).toBeInTheDocument();
    rerender(
      <MonthReportLink month="September 2026">
        <a href="/hall-of-fame/2026/9" />
      </MonthReportLink>,
    );
    expect(screen.queryByText(/Most liked|operator/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Month report for September 2026' })).toBeInTheDocument();
  });
});
