import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SimpleTooltip, TooltipProvider, type TooltipProviderProps } from './tooltip';

function renderTooltips(providerProps: Omit<TooltipProviderProps, 'children'> = {}) {
  render(
    <TooltipProvider {...providerProps}>
      <SimpleTooltip content="Likes until reset at midnight (CET)">
        <button type="button">Likes left</button>
      </SimpleTooltip>
      <SimpleTooltip content="Search wallets and NFTs">
        <button type="button">Search</button>
      </SimpleTooltip>
    </TooltipProvider>,
  );
}

const hover = (name: string) => fireEvent.pointerMove(screen.getByRole('button', { name }));
const unhover = (name: string) => fireEvent.pointerLeave(screen.getByRole('button', { name }));
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const tooltip = () => screen.queryByRole('tooltip');
const closeWithEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a tooltip opens after hovering for 700 ms, not before', () => {
  renderTooltips();
  hover('Likes left');
  advance(690);
  expect(tooltip()).toBeNull();
  advance(10);
  expect(tooltip()).toHaveTextContent('Likes until reset at midnight (CET)');
});

test('within 300 ms of closing, the next tooltip opens at once; later the delay applies again', () => {
  renderTooltips();
  hover('Likes left');
  advance(700);
  expect(tooltip()).toHaveTextContent('Likes until reset at midnight (CET)');

  closeWithEscape();
  unhover('Likes left');
  expect(tooltip()).toBeNull();
  advance(250);
  hover('Search');
  expect(tooltip()).toHaveTextContent('Search wallets and NFTs');

  closeWithEscape();
  unhover('Search');
  advance(310);
  hover('Likes left');
  expect(tooltip()).toBeNull();
  advance(700);
  expect(tooltip()).toHaveTextContent('Likes until reset at midnight (CET)');
});

test('the provider props can still be overridden', () => {
  renderTooltips({ delayDuration: 100 });
  hover('Search');
  advance(100);
  expect(tooltip()).toHaveTextContent('Search wallets and NFTs');
});
