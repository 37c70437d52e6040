import { installFakeContestApi, type FakeContestApi } from '../test-support/fake-contest-api';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { Component as HallOfFameScreen } from './hall-of-fame-screen';

const top = { nfts: [], count: 0, month: 11, year: 2026, monthEndsAt: Date.now() + 86_400_000, contestTz: 'Europe/Berlin' };

let api: FakeContestApi;
afterEach(() => api.uninstall());

function renderScreen() {
  return render(
    <Provider store={createAppStore()}>
      <TooltipProvider delayDuration={0}>
        <MemoryRouter>
          <HallOfFameScreen />
        </MemoryRouter>
      </TooltipProvider>
    </Provider>,
  );
}

describe('Hall of Fame visibility', () => {
  it('shows visitors a notice instead of the contest when the admin hid it', async () => {
    api = installFakeContestApi({
      'GET /api/hall-of-fame/visibility': { body: { visible: false } },
      'GET /api/hall-of-fame/top': { body: top },
      'GET /api/hall-of-fame/history': { body: { history: [] } },
    });
    renderScreen();
    expect(await screen.findByText(/The Hall of Fame is currently hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Current Month/ })).not.toBeInTheDocument();
  });

  it('shows the tabs when it is visible', async () => {
    api = installFakeContestApi({
      'GET /api/hall-of-fame/visibility': { body: { visible: true } },
      'GET /api/hall-of-fame/top': { body: top },
      'GET /api/hall-of-fame/history': { body: { history: [] } },
    });
    renderScreen();
    expect(await screen.findByRole('tab', { name: /Current Month/ })).toBeInTheDocument();
    expect(screen.queryByText(/currently hidden/)).not.toBeInTheDocument();
  });
});
