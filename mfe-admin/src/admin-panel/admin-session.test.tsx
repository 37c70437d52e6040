import { errorReply, installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@nacho/ui';
import { renderAdmin } from '../testing/render-admin';
import { Component as AdminScreen } from './admin-screen';

const SESSION = 'GET /api/admin/session';
const UNLOCK = 'POST /api/admin/session';
const LOCK = 'DELETE /api/admin/session';
const STATS = { totalLikes: 3, uniqueUsersLiked: 2, suspiciousLikes: 0, recentActivity: [], topLikedNFTs: [] };

let api: FakeServiceApi;
let authenticated: boolean;
const warn = console.warn;
beforeAll(() => {
  // jsdom lays nothing out, so the overview's chart says it has no size: not what these tests are about.
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  authenticated = false;
  api = installFakeServiceApi({
    [SESSION]: () => ({ body: { authenticated, passcodeSignIn: true, walletSignIn: false } }),
    'GET /api/admin/stats': { body: STATS },
  });
});
afterEach(() => {
  jest.useRealTimers();
  api.uninstall();
  act(() => clearToasts());
});

describe('admin session', () => {
  it('Lock sends DELETE /api/admin/session and the panel returns to the passcode form', async () => {
    authenticated = true;
    api.route(LOCK, () => {
      authenticated = false;
      return { body: { authenticated: false } };
    });
    const user = userEvent.setup();
    renderAdmin(<AdminScreen />);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Passcode')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lock' }));

    expect(await screen.findByLabelText('Passcode')).toBeInTheDocument();
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(api.sent(LOCK)).toHaveLength(1);
    expect(api.sent(LOCK)[0]!.contentType).toMatch(/application\/json/);
    // The panel learnt it from the server: the session was read again after the lock.
    expect(api.sent(SESSION).length).toBeGreaterThanOrEqual(2);
  });

  it('unlocks with the passcode the server accepts', async () => {
    api.route(UNLOCK, (request) => {
      authenticated = (request.body as { passcode: string }).passcode === 'open sesame';
      return authenticated
        ? { body: { authenticated: true } }
        : errorReply(401, 'invalid_passcode', 'Invalid passcode provided');
    });
    const user = userEvent.setup();
    renderAdmin(<AdminScreen />);
    await user.type(await screen.findByLabelText('Passcode'), 'open sesame{Enter}');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(api.sent(UNLOCK).map((r) => r.body)).toEqual([{ passcode: 'open sesame' }]);
  });

  it('a 429 lockout shows a lasting "Try again at HH:MM" message and keeps the form disabled until then', async () => {
    // 14:27:10 local time. The service's limiter says 580 s in Retry-After (its message rounds that up to
    // 10 min): the form opens at 14:36:50, shown rounded up to the whole minute, 14:37.
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 14, 27, 10), advanceTimers: true });
    api.route(
      UNLOCK,
      errorReply(429, 'too_many_attempts', 'Too many wrong passcodes: try again in 10 min', { 'Retry-After': '580' }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdmin(<AdminScreen />);
    const passcode = await screen.findByLabelText('Passcode');
    await user.type(passcode, 'guess{Enter}');

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(/^Too many wrong passcodes\. Try again at 14:37 \S+\.$/);
    expect(passcode).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    expect(api.sent(UNLOCK)).toHaveLength(1);

    // Still there minutes later (not a toast that goes away), and still closed a moment before the time.
    act(() => jest.advanceTimersByTime(9 * 60_000 + 40_000));
    expect(screen.getByText(/^Too many wrong passcodes\. Try again at 14:37 \S+\.$/)).toBeInTheDocument();
    expect(passcode).toBeDisabled();

    // At 14:37 the form opens again by itself.
    act(() => jest.advanceTimersByTime(11_000));
    await waitFor(() => expect(passcode).toBeEnabled());
    expect(screen.queryByText(/Too many wrong passcodes/)).not.toBeInTheDocument();
    await user.type(passcode, 'again');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  });

  it('without Retry-After, takes the wait from the message', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 20, 9, 5, 10), advanceTimers: true });
    api.route(UNLOCK, errorReply(429, 'too_many_attempts', 'Too many wrong passcodes: try again in 3 min'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdmin(<AdminScreen />);
    await user.type(await screen.findByLabelText('Passcode'), 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many wrong passcodes\. Try again at 09:09 \S+\.$/);
  });

  it('a wrong passcode gives the spec toast and leaves the form open', async () => {
    api.route(UNLOCK, errorReply(401, 'invalid_passcode', 'Invalid passcode provided'));
    const user = userEvent.setup();
    renderAdmin(<AdminScreen />);
    const passcode = await screen.findByLabelText('Passcode');
    await user.type(passcode, 'wrong{Enter}');
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid passcode provided')).toBeInTheDocument();
    expect(passcode).toBeEnabled();
    expect(passcode).toHaveValue('');
    expect(screen.queryByText(/Too many wrong passcodes/)).not.toBeInTheDocument();
  });
});
