import { deferred, errorReply, installFakeServiceApi, type FakeServiceApi, type Reply } from '@nacho/api/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@nacho/api';
import { clearToasts, TooltipProvider } from '@nacho/ui';
import { Toaster } from '@nacho/ui/overlays';
import LikeButton from './like-button';
import { SIGN_IN_REQUEST_EVENT } from '@nacho/api';

const LIMIT = {
  dailyLikesUsed: 3,
  dailyLikeLimit: 100,
  remainingLikes: 97,
  nextReset: Date.now() + 3_600_000,
  contestTz: 'Europe/Berlin',
};
let api: FakeServiceApi;

beforeEach(() => {
  api = installFakeServiceApi({ 'GET /api/likes/nft/5': { body: { liked: false, count: 5 } } });
});
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

function renderButton() {
  return render(
    <Provider store={createAppStore()}>
      <TooltipProvider>
        <LikeButton tokenId={5} />
        <Toaster />
      </TooltipProvider>
    </Provider>,
  );
}

const button = () => screen.getByRole('button', { name: /NACHO #5/ });
const ALREADY_LIKED = errorReply(400, 'already_liked', 'You have already liked this NFT today');
const SIGN_IN_REQUIRED = errorReply(401, 'sign_in_required', 'Sign in to continue');

/** Renders the button, waits for its count (5) to load and clicks it once; returns the user for more. */
async function renderAndClick() {
  const user = userEvent.setup();
  renderButton();
  await waitFor(() => expect(button()).toHaveTextContent('5'));
  await user.click(button());
  return user;
}

describe('LikeButton', () => {
  it('likes optimistically, is disabled in flight, then shows the count of the reply and the success toast', async () => {
    const reply = deferred<Reply>();
    api.route('POST /api/likes/nft/5', () => reply.promise);
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(button()).toHaveAccessibleName('Like NACHO #5, 5 likes this month'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');

    await user.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveTextContent('6');
    expect(button()).toBeDisabled();

    await act(async () => reply.resolve({ body: { likeCount: 9, liked: true, ...LIMIT } }));
    await waitFor(() => expect(button()).toHaveTextContent('9'));
    expect(button()).toBeEnabled();
    expect(button()).toHaveAccessibleName('Unlike NACHO #5, 9 likes this month');
    expect(await screen.findByText('NFT Liked!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully liked NACHO #5")).toBeInTheDocument();
    expect(api.sent('POST /api/likes/nft/5').length).toBe(1);
  });

  it('shows "Already Liked" on a 400 and undoes the optimistic heart', async () => {
    api.route('POST /api/likes/nft/5', ALREADY_LIKED);
    await renderAndClick();
    expect(await screen.findByText('Already Liked')).toBeInTheDocument();
    expect(screen.getByText('You have already liked this NFT today')).toBeInTheDocument();
    // The optimistic count is undone when the mutation settles, which may render after the toast.
    await waitFor(() => expect(button()).toHaveTextContent('5'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('signed out (the session probe says so), sends no like and offers "Sign in", which asks for the sign-in dialog', async () => {
    // The session probe (GET /api/auth/session: {user: null}) and, for an older one, GET /api/auth/user's 401.
    api.route('GET /api/auth/session', { body: { user: null } });
    api.route('GET /api/auth/user', SIGN_IN_REQUIRED);
    api.route('POST /api/likes/nft/5', SIGN_IN_REQUIRED);
    const requested = jest.fn();
    window.addEventListener(SIGN_IN_REQUEST_EVENT, requested);
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(button()).toHaveTextContent('5'));
    await waitFor(() =>
      expect(api.sent('GET /api/auth/session').length + api.sent('GET /api/auth/user').length).toBe(1),
    );
    await user.click(button());
    expect(await screen.findByText('Sign in to like')).toBeInTheDocument();
    expect(api.sent('POST /api/likes/nft/5').length).toBe(0);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(requested).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requested).toHaveBeenCalledTimes(1);
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, requested);
  });

  it('when the session is not known yet and the server answers 401, also offers "Sign in"', async () => {
    api.route('POST /api/likes/nft/5', SIGN_IN_REQUIRED);
    await renderAndClick();
    expect(await screen.findByText('Sign in to like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveTextContent('5'));
  });

  it('after "Already Liked" (liked in another tab) reads the like state again and shows it', async () => {
    let reads = 0;
    api.route('GET /api/likes/nft/5', () =>
      ++reads === 1 ? { body: { liked: false, count: 5 } } : { body: { liked: true, count: 6 } },
    );
    api.route('POST /api/likes/nft/5', ALREADY_LIKED);
    await renderAndClick();
    expect(await screen.findByText('Already Liked')).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveAccessibleName('Unlike NACHO #5, 6 likes this month'));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(reads).toBe(2);
  });

  it('shows the server message of a refused like (daily limit), and the fallback when there is none', async () => {
    api.route('POST /api/likes/nft/5', {
      status: 429,
      body: { error: { code: 'daily_limit_reached', message: 'You have used all 100 likes for today.' } },
    });
    const user = await renderAndClick();
    expect(await screen.findByText('You have used all 100 likes for today.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The button stays disabled until the refused like is undone; the toast may render first.
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    expect(button()).toBeEnabled();

    api.route('POST /api/likes/nft/5', { status: 502 });
    await user.click(button());
    expect(await screen.findByText('Failed to like NFT. Try again later.')).toBeInTheDocument();
  });

  it('unlikes with the keyboard and says "Like Removed"', async () => {
    api.route('GET /api/likes/nft/5', { body: { liked: true, count: 5 } });
    api.route('DELETE /api/likes/nft/5', { body: { likeCount: 4, liked: false, ...LIMIT } });
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    button().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Like Removed')).toBeInTheDocument();
    expect(button()).toHaveTextContent('4');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says "Failed to remove like. Try again later." when an unlike fails, and keeps the heart', async () => {
    api.route('GET /api/likes/nft/5', { body: { liked: true, count: 5 } });
    api.route('DELETE /api/likes/nft/5', { status: 500 });
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button());
    expect(await screen.findByText('Failed to remove like. Try again later.')).toBeInTheDocument();
    // The optimistic unlike is undone after the failed reply; that render may come after the toast's.
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(button()).toHaveTextContent('5');
  });
});
