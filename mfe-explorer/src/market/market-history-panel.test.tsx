// First: the browser APIs jsdom lacks.
import { installFakeApi, type FakeApi } from '../dashboard/testing/fake-api';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@nacho/api';
import { routeMarket } from '../dashboard/testing/dashboard-fixtures';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { MarketHistoryPanel } from './market-history-panel';

// Stands in for the recharts chunk: what matters here is when the panel asks for it.
const chart = jest.fn((props: { label: string }) => <div data-testid="history-chart">{props.label}</div>);
jest.mock('./market-history-chart', () => ({ __esModule: true, default: (props: { label: string }) => chart(props) }));

let api: FakeApi;
let uninstallObserver: () => void;
beforeEach(() => {
  api = installFakeApi();
  routeMarket(api);
  uninstallObserver = FakeIntersectionObserver.install();
});
afterEach(() => {
  api.uninstall();
  uninstallObserver();
  chart.mockClear();
});

const renderPanel = () =>
  render(
    <Provider store={createAppStore()}>
      <MarketHistoryPanel timeFrame="1d" />
    </Provider>,
  );

it('keeps the chart code unloaded, behind a placeholder of its size, until its place nears the viewport', async () => {
  renderPanel();
  const figure = await screen.findByRole('figure');
  expect(within(figure).getByTestId('market-history-summary')).toHaveTextContent(/^Over the last 30 days/);
  expect(chart).not.toHaveBeenCalled();
  expect(figure.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  expect(FakeIntersectionObserver.instances.at(-1)?.options?.rootMargin).toBe('300px');

  act(() => FakeIntersectionObserver.showAll());
  expect(await within(figure).findByTestId('history-chart')).toBeInTheDocument();
  expect(chart).toHaveBeenCalled();
});

it('shows the chart at once where the browser cannot tell what is in view', async () => {
  uninstallObserver();
  renderPanel();
  expect(await screen.findByTestId('history-chart')).toBeInTheDocument();
});
