import { afterPageLoad } from './after-page-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('afterPageLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
  });

  it('waits for the load event while the page is still loading, then runs once the thread is free', () => {
    setReadyState('loading');
    const callback = jest.fn();
    afterPageLoad(callback);

    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs soon, but not in the same turn, on a page that has loaded already', () => {
    setReadyState('complete');
    const callback = jest.fn();
    afterPageLoad(callback);

    expect(callback).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the load event', () => {
    setReadyState('loading');
    const beforeLoad = jest.fn();
    afterPageLoad(beforeLoad)();
    window.dispatchEvent(new Event('load'));

    setReadyState('complete');
    const afterLoad = jest.fn();
    afterPageLoad(afterLoad)();
    jest.runAllTimers();

    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
