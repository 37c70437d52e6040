import '../test-support/no-network-fetch';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { contestApi } from '../api/contest-api';
import LikesLeft from './likes-left';

function renderWithLimit(limit: Parameters<typeof contestApi.util.upsertQueryData<'getLikeLimit'>>[2]) {
  const store = createAppStore();
  void store.dispatch(contestApi.util.upsertQueryData('getLikeLimit', undefined, limit));
  return render(
    <Provider store={store}>
      <TooltipProvider>
        <p data-testid="slot">
          <LikesLeft />
        </p>
      </TooltipProvider>
    </Provider>,
  );
}

describe('LikesLeft', () => {
  it('shows the likes left and the time to the daily reset', async () => {
    renderWithLimit({ dailyLikesUsed: 58, dailyLikeLimit: 100, remainingLikes: 42, nextReset: Date.now() + (3 * 60 + 5) * 60_000 + 30_000 });
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByTestId('slot')).toHaveTextContent(/42 likes left3h 5m/);
  });

  it('renders nothing when signed out', async () => {
    renderWithLimit(null);
    await screen.findByTestId('slot');
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});
