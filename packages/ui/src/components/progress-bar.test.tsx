import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

test('exposes the value as a named progressbar', () => {
  render(<ProgressBar value={120} max={500} label="120 / 500 NFTs analyzed" />);
  const bar = screen.getByRole('progressbar', { name: '120 / 500 NFTs analyzed' });
  expect(bar).toHaveAttribute('aria-valuenow', '120');
  expect(bar).toHaveAttribute('aria-valuemax', '500');
  expect(screen.getByText('120 / 500 NFTs analyzed')).toBeVisible();
});

test('clamps the value into 0..max and accepts an aria-label instead of a visible label', () => {
  render(<ProgressBar value={140} max={100} aria-label="Sync progress" />);
  expect(screen.getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('aria-valuenow', '100');
});
