import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@nacho/api';
import { nextDailyReset } from '@nacho/domain';
import { TooltipProvider } from '@nacho/ui';
import LikesLeft from './likes-left';

const limit = (remainingLikes: number, nextReset: number) => ({
  dailyLikesUsed: 100 - remainingLikes,
  dailyLikeLimit: 100,
  remainingLikes,
  nextReset,
  contestTz: 'Europe/Berlin',
});

let api: FakeServiceApi;
afterEach(() => api.uninstall());

function renderLikesLeft() {
  return render(
    <Provider store={createAppStore()}>
      <TooltipProvider delayDuration={0}>
        <p data-testid="slot">
          <LikesLeft />
        </p>
      </TooltipProvider>
    </Provider>,
  );
}

const slot = () => screen.getByTestId('slot');

describe('LikesLeft', () => {
  it('shows the likes left and the time to the reset as "Xh Ym"', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/user/limit': { body: limit(42, Date.now() + (3 * 60 + 5) * 60_000 + 30_000) },
    });
    renderLikesLeft();
    await waitFor(() => expect(slot()).toHaveTextContent(/^42 likes left3h 5m$/));
  });

  it('switches to "Xm Ys" under an hour and "Ys" under a minute, ticking every second', async () => {
    api = installFakeServiceApi({ 'GET /api/likes/user/limit': { body: limit(3, Date.now() + 61_500) } });
    renderLikesLeft();
    await waitFor(() => expect(slot()).toHaveTextContent(/^3 likes left1m [01]s$/));
    await waitFor(() => expect(slot()).toHaveTextContent(/^3 likes left59s$/), { timeout: 4000 });
  });

  it('explains the reset time in the contest zone and that unlikes do not give likes back', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/user/limit': { body: limit(7, nextDailyReset(Date.now(), 'Europe/Berlin')) },
    });
    const user = userEvent.setup();
    renderLikesLeft();
    await user.hover(await screen.findByLabelText(/^7 likes left, resets in /));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(/Likes until reset at midnight \(CES?T\)/);
    // The site's one time format, in the contest zone: the reset is tomorrow there, so with its date.
    expect(tooltip).toHaveTextContent(/Resets \d{1,2} \w{3}( \d{4})?, 00:00 CES?T, in /);
    expect(tooltip).toHaveTextContent('93 of 100 used today; removing a like does not give it back.');
  });

  it('renders nothing when signed out', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/user/limit': {
        status: 401,
        body: { error: { code: 'sign_in_required', message: 'Sign in to continue' } },
      },
    });
    renderLikesLeft();
    await waitFor(() => expect(api.sent('GET /api/likes/user/limit').length).toBe(1));
    expect(slot()).toBeEmptyDOMElement();
  });

  it('keeps the words "likes left" visible at every width (never screen-reader-only)', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/user/limit': { body: limit(99, Date.now() + (12 * 60 + 9) * 60_000 + 30_000) },
    });
    renderLikesLeft();
    const words = await screen.findByText('99 likes left');
    expect(words.closest('.sr-only')).toBeNull();
    expect(words.className).not.toMatch(/sr-only/);
  });

  it('a tap (touch, no hover) opens the same explanation as the tooltip, and a second tap closes it', async () => {
    api = installFakeServiceApi({
      'GET /api/likes/user/limit': { body: limit(7, nextDailyReset(Date.now(), 'Europe/Berlin')) },
    });
    const user = userEvent.setup();
    renderLikesLeft();
    const pill = await screen.findByRole('button', { name: /^7 likes left, resets in / });
    await user.pointer({ keys: '[TouchA]', target: pill });
    const popover = await screen.findByRole('dialog', { name: 'Likes left' });
    expect(popover).toHaveTextContent(/Likes until reset at midnight \(CES?T\)/);
    expect(popover).toHaveTextContent('93 of 100 used today; removing a like does not give it back.');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: pill });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Likes left' })).not.toBeInTheDocument());
  });
});
