import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("leaves its children out of the first render and paint, holding the viewport's height, then renders them", () => {
    render(
      <AfterFirstPaint>
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    expect(screen.getByTestId('after-first-paint')).toHaveClass('min-h-screen');

    act(() => jest.runAllTimers());
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByTestId('after-first-paint')).not.toBeInTheDocument();
  });

  it('schedules nothing after it has gone', () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(() => jest.runAllTimers()).not.toThrow();
    expect(jest.getTimerCount()).toBe(0);
  });
});
