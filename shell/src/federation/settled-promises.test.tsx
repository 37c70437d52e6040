import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { rememberValue, useSettledValue } from './settled-promises';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {(this.state.error as Error).message}</p> : this.props.children;
  }
}

function Value({ promise }: { promise: Promise<string> }) {
  const value = useSettledValue(promise);
  return <p>{value === undefined ? 'waiting' : `value: ${value}`}</p>;
}

function renderValue(promise: Promise<string>) {
  render(
    <Boundary>
      <Suspense fallback={<p>suspended</p>}>
        <Value promise={promise} />
      </Suspense>
    </Boundary>,
  );
}

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<string>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSettledValue', () => {
  it('renders its own pending state instead of suspending (no Suspense fallback, so no reveal throttle), then the value', async () => {
    const { promise, resolve } = deferred();
    renderValue(promise);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();

    await act(async () => resolve('ready'));
    expect(screen.getByText('value: ready')).toBeInTheDocument();
  });

  it('reads a promise that rememberValue saw fulfilled in the first commit', async () => {
    const promise = rememberValue(Promise.resolve('preloaded'));
    await promise;
    renderValue(promise);
    expect(screen.getByText('value: preloaded')).toBeInTheDocument();
  });

  it('throws the reason of a rejected promise to the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { promise, reject } = deferred();
    renderValue(promise);
    await act(async () => reject(new Error('remote down')));
    expect(screen.getByText('failed: remote down')).toBeInTheDocument();
  });
});
