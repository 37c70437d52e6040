import '../testing/text-encoder-polyfill';
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router';
import { RemoteComponent } from './remote-component';
import { reloadRemote } from './remote-modules';
import { RemoteRoute } from './remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** Suspense resolves inside act, so the remote's promise settles before assertions. */
async function renderAndSettle(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as ReturnType<typeof render>;
}

function serveRuntimeConfig(remotes: Record<string, string>) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ remotes }) });
}

const remoteUrls = {
  explorer: 'http://cdn.example/explorer/mf-manifest.json',
  contest: 'http://cdn.example/contest/mf-manifest.json',
  admin: 'http://cdn.example/admin/mf-manifest.json',
};

describe('RemoteRoute', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockLoadRemote.mockReset();
    mockRegisterRemotes.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the unavailable state when the remote fails, and Retry re-registers it from a fresh config and loads again', async () => {
    mockLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    await renderAndSettle(
      <MemoryRouter>
        <RemoteRoute remote="contest" path="/hall-of-fame" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('contest/routes');

    serveRuntimeConfig({ ...remoteUrls, contest: 'http://moved.example/contest/mf-manifest.json' });
    mockLoadRemote.mockResolvedValueOnce({
      default: [{ path: '/hall-of-fame', Component: () => <h1>Hall of Fame page</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Hall of Fame page' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'contest',
          entry: expect.stringMatching(/^http:\/\/moved\.example\/contest\/mf-manifest\.json\?retry=/),
        },
      ],
      { force: true },
    );
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it("renders a route's lazy page, and the 404 page for a path the remote does not export", async () => {
    mockLoadRemote.mockResolvedValue({
      default: [{ path: '/admin', lazy: async () => ({ Component: () => <h1>Admin page</h1> }) }],
    });
    const { unmount } = await renderAndSettle(
      <MemoryRouter>
        <RemoteRoute remote="admin" path="/admin" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    unmount();

    await renderAndSettle(
      <MemoryRouter>
        <RemoteRoute remote="admin" path="/market-data-reset" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders nothing while its remote is down and comes back after that remote is reloaded', async () => {
    mockLoadRemote.mockReset();
    mockLoadRemote.mockRejectedValueOnce(new Error('down'));
    await renderAndSettle(
      <p>
        before
        <RemoteComponent remote="explorer" expose="Widget" props={{ label: 'widget' }} />
        after
      </p>,
    );
    expect(screen.getByText(/before/)).toHaveTextContent('beforeafter');

    serveRuntimeConfig(remoteUrls);
    mockLoadRemote.mockResolvedValueOnce({ default: ({ label }: { label: string }) => <span>{label}</span> });
    await act(() => reloadRemote('explorer'));
    expect(await screen.findByText('widget')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenLastCalledWith('explorer/Widget');
  });
});
