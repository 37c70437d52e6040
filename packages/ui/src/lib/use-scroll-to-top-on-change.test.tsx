import { render } from '@testing-library/react';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change';

function List({ page }: { page: number }) {
  const ref = useScrollToTopOnChange<HTMLUListElement>(page);
  return <ul ref={ref} data-testid="list" />;
}

function placeListTopAt(top: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 2000 } as DOMRect);
}

let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollIntoView = jest.fn();
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => jest.restoreAllMocks());

describe('useScrollToTopOnChange', () => {
  it('scrolls the list top into view when the page changes and the top is scrolled away', () => {
    placeListTopAt(-1500);
    const { rerender } = render(<List page={1} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(<List page={2} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.calls[0][0]).toMatchObject({ block: 'start' });
    rerender(<List page={2} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the list top is already on screen', () => {
    placeListTopAt(120);
    const { rerender } = render(<List page={1} />);
    rerender(<List page={2} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
