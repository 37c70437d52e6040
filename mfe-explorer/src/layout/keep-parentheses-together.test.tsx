import { render, screen } from '@testing-library/react';
import { KeepParenthesesTogether } from './keep-parentheses-together';

describe('KeepParenthesesTogether', () => {
  it('keeps "(1 of 1)" on one line and the text unchanged', () => {
    render(
      <h2>
        <KeepParenthesesTogether text="Unique NFTs (1 of 1)" />
      </h2>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Unique NFTs (1 of 1)');
    expect(screen.getByTestId('no-break')).toHaveTextContent('(1 of 1)');
    expect(screen.getByTestId('no-break')).toHaveClass('whitespace-nowrap');
  });

  it('leaves a title without parentheses alone', () => {
    const { container } = render(<KeepParenthesesTogether text="Top Holders" />);
    expect(container.innerHTML).toBe('Top Holders');
  });
});
